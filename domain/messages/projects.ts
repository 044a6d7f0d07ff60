import type { MessageCatalogue } from './types';

export const projectsMessages = {} as const satisfies MessageCatalogue;
