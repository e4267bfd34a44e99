import { createElement, startTransition, useEffect, useReducer, useState, type ComponentType } from 'react';
import { RouteLoading } from '@/components/states/RouteLoading';
import type { ComponentChunk } from '@/lib/preloadable';

/**
 * A page whose chunk may still be on its way (a menu's page, or a screen of its own such as the
 * visualizing screens), shown without suspending: the loading state until the chunk arrives, then
 * the page, rendered in a transition.
 *
 * Why not React.lazy under Suspense: React reveals a boundary's content no sooner than 300 ms
 * after it showed its fallback (FALLBACK_THROTTLE_MS, to batch reveals). A page's chunk arrives in
 * 20–60 ms, so every first opening of a page waited some 250 ms more with nothing to do, and its
 * calls to the server, made once the page is on screen, waited with it.
 */
export function PageOnArrival({ page }: { page: ComponentChunk<ComponentType> }) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const Page = page.loaded();
  useEffect(() => {
    if (Page) return undefined;
    let mounted = true;
    page.preload().then(
      // In a transition: rendered in slices that let the browser paint and answer input meanwhile,
      // where an ordinary update rendered a large page (the recharge list) in one 190 ms task.
      () => mounted && startTransition(arrived),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [page, Page]);
  // A chunk that failed to load goes to the route's error element, as a lazy page's did.
  if (failure) throw failure.error;
  // createElement: the module's own export, the same component every render, not one made here.
  return Page ? createElement(Page) : <RouteLoading />;
}
