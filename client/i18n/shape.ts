/** The shape of the Spanish resources with every text widened to string: the English ones must match it. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
