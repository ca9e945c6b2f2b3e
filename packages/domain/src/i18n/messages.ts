import type { de } from './de/index.js';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every language's catalogue must have: the German one's keys, any strings. */
export type Messages = Catalogue<typeof de>;
