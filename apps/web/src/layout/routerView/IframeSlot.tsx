import { useCallback } from 'react';
import { useIframeSlots } from './iframeSlots';

/** The page of an iframe menu: an empty area the kept-alive iframe (IframeViews) covers. */
export function IframeSlot({ path }: { path: string }) {
  const register = useIframeSlots((s) => s.register);
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      register(path, el);
      return () => register(path, null);
    },
    [path, register],
  );
  return <div ref={ref} className="ld-iframe-slot" data-testid="iframe-slot" />;
}
