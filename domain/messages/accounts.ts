import type { MessageCatalogue } from './types';

export const accountsMessages = {} as const satisfies MessageCatalogue;
