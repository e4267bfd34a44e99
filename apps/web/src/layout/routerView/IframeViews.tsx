import { useEffect, useMemo, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useLocation } from 'react-router';
import { useMenuTitle } from '@/lib/menuTitle';
import { useSession } from '@/lib/session';
import { flattenMenus } from '../menu/menuTree';
import { useIframeSlots } from './iframeSlots';
import { isIframeMenu } from './menuLink';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The iframes of iframe menus, outside the page cache: each is created on its first visit, then
 * only hidden while another page shows, so its scroll position and form contents survive. The
 * layer is placed over the active route's slot and follows it as the window or layout changes.
 */
export function IframeViews() {
  const menus = useSession((s) => s.menuList);
  const iframes = useMemo(() => flattenMenus(menus).filter(isIframeMenu), [menus]);
  const { pathname } = useLocation();
  const active = iframes.find((m) => m.path === pathname);
  const slot = useIframeSlots((s) => (active ? s.slots[active.path] : undefined));
  const titleOf = useMenuTitle();

  const [visited, setVisited] = useState<string[]>([]);
  if (active && !visited.includes(active.path)) setVisited([...visited, active.path]);
  const [loaded, setLoaded] = useState<string[]>([]);

  const layer = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    // The slot first: offsetParent forces a layout, which the console's first render must not pay
    // on every page that is not an iframe's.
    if (!slot) return;
    const parent = layer.current?.offsetParent;
    if (!parent) return;
    const measure = () => {
      const a = slot.getBoundingClientRect();
      const b = parent.getBoundingClientRect();
      setBox({ top: a.top - b.top, left: a.left - b.left, width: a.width, height: a.height });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(slot);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [slot]);

  const shown = Boolean(active && slot && box);
  return (
    <div ref={layer} className="ld-iframe-layer" data-testid="iframe-views" style={{ ...(box ?? {}), display: shown ? 'block' : 'none' }}>
      {iframes
        .filter((m) => visited.includes(m.path))
        .map((m) => (
          <div key={m.path} className="ld-iframe-view" style={{ display: m.path === active?.path ? 'block' : 'none' }}>
            {!loaded.includes(m.path) && <Spin className="ld-iframe-loading" />}
            <iframe
              src={m.meta.isLink}
              title={titleOf(m.meta)}
              data-testid="iframe-view"
              onLoad={() => setLoaded((done) => (done.includes(m.path) ? done : [...done, m.path]))}
            />
          </div>
        ))}
    </div>
  );
}
