// The English texts of the first screens (see ./index) and of the error catalogue, in their own chunk: loaded only
// when English is used.
import englishMessages from 'virtual:message-texts/en';
import { auth } from './en/auth';
import { common } from './en/common';
import { documents } from './en/documents';
import { errors } from './en/errors';
import { onboarding } from './en/onboarding';

export const englishFirst = { ...common, errors, onboarding, auth, documents };
export { englishMessages };
