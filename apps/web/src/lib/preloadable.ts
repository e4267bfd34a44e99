import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// As React.lazy types it: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A component in a chunk of its own, fetched once on demand. */
export interface ComponentChunk<T extends AnyComponent> {
  /** Starts loading the chunk (once) without rendering anything: on a hint that it will be needed. */
  preload: () => Promise<unknown>;
  /** The component once its chunk has arrived, else undefined: for rendering it without suspending. */
  loaded: () => T | undefined;
}

export type Preloadable<T extends AnyComponent> = LazyExoticComponent<T> & ComponentChunk<T>;

/** The chunk `load` fetches; a page renders it without suspending (app/routing/PageOnArrival). */
export function componentChunk<T extends AnyComponent>(load: () => Promise<{ default: T }>): ComponentChunk<T> {
  let loaded: T | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  return { preload, loaded: () => loaded };
}

/**
 * React.lazy with a preload, for a component rendered under a Suspense. Once the chunk has arrived
 * (preloaded while the sign-in was under way, say) the component renders at once: React.lazy calls
 * `then` on what its loader returns, and a loaded chunk answers synchronously, so no Suspense
 * fallback flashes for a frame (a Promise, even a settled one, would answer a microtask later,
 * after React suspended).
 */
export function preloadable<T extends AnyComponent>(load: () => Promise<{ default: T }>): Preloadable<T> {
  const chunk = componentChunk(load);
  const component = lazy(() => {
    const module = chunk.loaded();
    if (!module) return chunk.preload().then(() => ({ default: chunk.loaded()! }));
    const settled: PromiseLike<{ default: T }> = { then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded({ default: module }) : { default: module }) as never };
    return settled as Promise<{ default: T }>;
  });
  return Object.assign(component, chunk);
}
