import { ColumnsRail } from '../aside/ColumnsRail';
import { SectionAside } from '../aside/SectionAside';
import { Breadcrumbs } from '../breadcrumb/Breadcrumbs';
import { CollapseToggle } from '../header/CollapseToggle';
import { TopBar } from '../header/TopBar';
import type { LayoutSlots } from './ShellFrame';

/** `columns`: a rail of first-level menus, the active one's children in the aside, the top bar beside them. */
export const columnsLayout: LayoutSlots = {
  rail: <ColumnsRail />,
  aside: <SectionAside />,
  bodyHeader: (
    <TopBar>
      <CollapseToggle />
      <Breadcrumbs />
    </TopBar>
  ),
};
