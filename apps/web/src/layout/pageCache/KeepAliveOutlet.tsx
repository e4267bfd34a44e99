import { Activity, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router';
import { forgetPages, PageMemoryScope } from '@/components/resource/pageMemory';
import { RouteLoading } from '@/components/states/RouteLoading';
import { useThemeConfig } from '@/lib/themeConfig';
import { useTags, type Tag } from '../tagsView/tagsStore';
import { evictions, MAX_CACHED_PAGES } from './evictions';
import { useScrollMemory } from './useScrollMemory';
import './pageTransition.css';

interface CachedPage {
  key: string;
  element: ReactNode;
  /** The location the page last saw; a hidden page keeps seeing its own, not the one on screen. */
  location: Location;
  usedAt: number;
}

const sameList = (a: readonly CachedPage[], b: readonly CachedPage[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The page outlet with a page cache (see README.md). Pages marked meta.isKeepAlive stay mounted
 * under <Activity mode="hidden"> while their tag is open, keyed by the tag's canonical key; the
 * key also carries the tag's refresh count, so a refresh remounts exactly that page. Other
 * pages render as a plain outlet.
 */
export function KeepAliveOutlet({ current }: { current: Tag | null }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const tags = useTags((s) => s.tags);
  const generations = useTags((s) => s.generations);
  const animation = useThemeConfig((s) => s.themeConfig.animation);
  const [pages, setPages] = useState<CachedPage[]>([]);
  const anchor = useRef<HTMLDivElement>(null);

  const activeKey = current?.isKeepAlive ? current.key : null;
  const generationOf = (key: string | undefined) => (key ? (generations[key] ?? 0) : 0);
  const shownKey = `${current?.key ?? location.pathname}#${generationOf(current?.key)}`;
  useScrollMemory(anchor, shownKey);

  // Derived during render (React's "adjust state while rendering"), so a newly shown page is in
  // the cache in the same render and never mounts twice.
  const open = new Set(tags.map((t) => t.key));
  let next = pages.filter((p) => open.has(p.key) || p.key === activeKey);
  if (activeKey) {
    const cached = next.find((p) => p.key === activeKey);
    if (!cached || cached.location !== location) {
      const usedAt = Math.max(0, ...pages.map((p) => p.usedAt)) + 1;
      const fresh: CachedPage = { key: activeKey, element: outlet, location, usedAt };
      next = cached ? next.map((p) => (p === cached ? fresh : p)) : [...next, fresh];
    }
    const pinned = new Set(tags.filter((t) => t.isAffix).map((t) => t.key));
    const dropped = new Set(evictions(next, MAX_CACHED_PAGES, (key) => key === activeKey || pinned.has(key)));
    if (dropped.size) next = next.filter((p) => !dropped.has(p.key));
  }
  if (!sameList(next, pages)) setPages(next);
  // A closed tag's page forgets what it asked for; a refresh (same key) keeps it.
  const openKeys = [...open].sort().join('\n');
  useEffect(() => forgetPages((key) => openKeys.split('\n').includes(key)), [openKeys]);

  return (
    <div ref={anchor} className="page-cache">
      {next.map((page) => (
        // Kept in insertion order: moving a hidden page's DOM would reset its iframes and scroll.
        <Activity key={`${page.key}#${generationOf(page.key)}`} mode={page.key === activeKey ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
            <div className={`page-transition ${animation}`} data-page-key={page.key}>
              <PageMemoryScope pageKey={page.key}>
                <Suspense fallback={<RouteLoading />}>{page.element}</Suspense>
              </PageMemoryScope>
            </div>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!activeKey && (
        <div key={shownKey} className={`page-transition ${animation}`}>
          <Suspense fallback={<RouteLoading />}>{outlet}</Suspense>
        </div>
      )}
    </div>
  );
}
