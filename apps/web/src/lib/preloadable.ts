import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// As React.lazy types it: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type Preloadable<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once) without rendering anything: on a hint that it will be needed. */
  preload: () => Promise<unknown>;
  /** The component once its chunk has arrived, else undefined: for rendering it without suspending. */
  loaded: () => T | undefined;
};

/**
 * React.lazy with a preload. Once the chunk has arrived (preloaded while the sign-in was under
 * way, say) the component renders at once: React.lazy calls `then` on what its loader returns,
 * and a loaded chunk answers synchronously, so no Suspense fallback flashes for a frame (a
 * Promise, even a settled one, would answer a microtask later, after React suspended).
 */
export function preloadable<T extends AnyComponent>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const settled: PromiseLike<{ default: T }> = { then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded(module) : module) as never };
    return settled as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload, loaded: () => loaded?.default });
}
