import { Aside } from '../aside/Aside';
import { Breadcrumbs } from '../breadcrumb/Breadcrumbs';
import { CollapseToggle } from '../header/CollapseToggle';
import { TopBar } from '../header/TopBar';
import type { LayoutSlots } from './ShellFrame';

/** `defaults`: the whole menu in the aside; the top bar beside it holds the collapse toggle and breadcrumb. */
export const defaultsLayout: LayoutSlots = {
  aside: <Aside />,
  bodyHeader: (
    <TopBar>
      <CollapseToggle />
      <Breadcrumbs />
    </TopBar>
  ),
};
