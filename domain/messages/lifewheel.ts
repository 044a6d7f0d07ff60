import type { MessageCatalogue } from './types';

export const lifewheelMessages = {} as const satisfies MessageCatalogue;
