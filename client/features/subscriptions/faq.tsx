import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '../../../domain/content/currencies';
import { centsToAmount } from '../../../domain/rules/money';
import { PAID_MONTHLY_PRICE_CENTS, planDefinitions, type PlanDefinition, type PlanName } from '../../../domain/rules/plans';
import { currentLanguage } from '../../i18n';
import { formatMoney, formatPercent } from '../../lib/format';

const QUESTIONS = ['prices', 'limits', 'limitReached', 'payment', 'change', 'cancel'] as const;

// The answers quote the plans' prices and limits from the domain, so they cannot drift from what is sold.
const plans = Object.fromEntries(planDefinitions.map((plan) => [plan.name, plan])) as Record<PlanName, PlanDefinition>;

/** The plans' frequently asked questions, each one opening on its own (native disclosure, keyboard ready). */
export function Faq() {
  const { t } = useTranslation();
  const titleId = useId();
  const language = currentLanguage();
  const percent = (name: PlanName) => formatPercent(plans[name].discountPercent, language);
  const params: Partial<Record<(typeof QUESTIONS)[number], Record<string, string | number>>> = {
    prices: {
      price: formatMoney(centsToAmount(PAID_MONTHLY_PRICE_CENTS), DEFAULT_CURRENCY, language),
      quarterly: percent('QUARTERLY'),
      semester: percent('SEMESTER'),
      annual: percent('ANNUAL'),
    },
    limits: {
      basicProjects: plans.BASICO.maxActiveProjects,
      basicActions: plans.BASICO.maxActionsPerMonth ?? '∞',
      paidProjects: plans.MONTHLY.maxActiveProjects,
    },
  };
  return (
    <section className="faq" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('subscriptions.faq.title')}
      </h2>
      <div className="faq__list">
        {QUESTIONS.map((key) => (
          <details key={key} className="faq__item">
            <summary className="faq__question">{t(`subscriptions.faq.${key}.question`)}</summary>
            <p className="faq__answer">{t(`subscriptions.faq.${key}.answer`, params[key])}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
