// The texts of the signed-in screens (wheel, plan, actions, account), outside the first bundle: they are added
// when the code of those screens loads. Every signed-in screen renders through components/screen, which
// imports this module, so the texts are in place before any of them renders.
import i18n from '.';
import { account as enAccount } from './en/account';
import { actions as enActions } from './en/actions';
import { plan as enPlan } from './en/plan';
import { wheel as enWheel } from './en/wheel';
import { account as esAccount } from './es/account';
import { actions as esActions } from './es/actions';
import { plan as esPlan } from './es/plan';
import { wheel as esWheel } from './es/wheel';

i18n.addResourceBundle('es', 'translation', { ...esWheel, ...esPlan, ...esActions, ...esAccount }, true, true);
i18n.addResourceBundle('en', 'translation', { ...enWheel, ...enPlan, ...enActions, ...enAccount }, true, true);
