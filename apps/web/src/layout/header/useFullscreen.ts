import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // One listener per mounted user, removed with it (the old console added one per click).
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whole-console full screen through the Fullscreen API; Esc leaves it and `isFull` follows. */
export function useFullscreen() {
  const isFull = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null, () => false);
  const toggle = () => {
    const change = isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A browser may refuse (no user gesture, iframe without allowfullscreen): nothing to undo.
    void change?.catch(() => undefined);
  };
  return { isFull, toggle };
}
