import type { MessageCatalogue } from './types';

export const subscriptionsMessages = {} as const satisfies MessageCatalogue;
