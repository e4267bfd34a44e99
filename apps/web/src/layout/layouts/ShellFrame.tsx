import type { ReactNode } from 'react';
import { Layout } from 'antd';
import type { LayoutName } from '@ledgerdesk/shared';
import { ShellMain } from './ShellMain';

/** The parts a layout puts around the main area; a missing part is simply not there. */
export interface LayoutSlots {
  /** A top bar across the whole width, above everything (classic, transverse). */
  header?: ReactNode;
  /** The narrow rail of first-level menus (columns). */
  rail?: ReactNode;
  aside?: ReactNode;
  /** A top bar above the main area only, beside the aside (defaults, columns). */
  bodyHeader?: ReactNode;
}

/**
 * The one frame of all four layouts. The main area sits at the same place in the tree whatever
 * the layout, so switching layout never remounts it: open pages, cached pages and tags survive
 * (the old console duplicated tags on a layout switch, Gitee #I58WGM).
 */
export function ShellFrame({ layout, slots }: { layout: LayoutName; slots: LayoutSlots }) {
  return (
    <Layout className={`ld-shell ld-layout-${layout}`} data-testid="shell" data-layout={layout}>
      {slots.header ?? null}
      <Layout hasSider className="ld-frame">
        {slots.rail ?? null}
        {slots.aside ?? null}
        <Layout className="ld-body">
          {slots.bodyHeader ?? null}
          <ShellMain />
        </Layout>
      </Layout>
    </Layout>
  );
}
