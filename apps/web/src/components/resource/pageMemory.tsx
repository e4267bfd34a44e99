import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * What a kept-alive page asked for (a list's filters, page and sort) outlives its component: the
 * page cache (layout/pageCache) names each cached page by its tag key, and a page's memory is kept
 * under that key until the tag closes. A tag refresh or anything else that remounts the page then
 * shows again what was asked, with the rows it asked for, instead of empty fields over old rows.
 * Outside a cached page (no key) it is plain component state: such pages start fresh on every visit.
 */
const PageKeyContext = createContext<string | null>(null);

const memory = new Map<string, Map<string, unknown>>();

export function PageMemoryScope({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  return <PageKeyContext.Provider value={pageKey}>{children}</PageKeyContext.Provider>;
}

/** Drops the memory of every page `keep` does not name (its tag was closed: reopening starts afresh). */
export function forgetPages(keep: (pageKey: string) => boolean): void {
  for (const key of memory.keys()) if (!keep(key)) memory.delete(key);
}

type Update<T> = T | ((previous: T) => T);

/** useState whose value is also kept in the page's memory under `name`, and read back on a remount. */
export function usePageMemory<T>(name: string, initial: () => T): [T, (update: Update<T>) => void] {
  const pageKey = useContext(PageKeyContext);
  const [value, setValue] = useState<T>(() => {
    const kept = pageKey === null ? undefined : memory.get(pageKey);
    return kept?.has(name) ? (kept.get(name) as T) : initial();
  });
  // Stable, as useState's setter is: what is handed to it down the tree may be memoised.
  const set = useCallback(
    (update: Update<T>) =>
      setValue((previous) => {
        const next = typeof update === 'function' ? (update as (previous: T) => T)(previous) : update;
        if (pageKey !== null) memory.set(pageKey, new Map(memory.get(pageKey)).set(name, next));
        return next;
      }),
    [pageKey, name],
  );
  return [value, set];
}
