import { createContext, useContext } from 'react';
import type { DictionaryMap } from './useDictionaries';

const Scope = createContext<DictionaryMap | null>(null);

/**
 * The dictionaries a table already holds (its page's one batch), offered to the cells under it:
 * a DictTag in a custom cell reads its type from here instead of subscribing to the cache itself,
 * so a 1000-row page has one subscription, not one per cell.
 */
export const DictionaryScope = Scope.Provider;

/** The entries of a type the enclosing table holds; undefined outside a table or for a type it does not hold. */
export const useScopedDict = (dictType: string) => useContext(Scope)?.[dictType];
