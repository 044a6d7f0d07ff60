import type { es } from './es';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const en: Shape<typeof es> = {
  app: {
    name: 'Prospera',
    tagline: 'From surviving to thriving in 90 days',
  },
};
