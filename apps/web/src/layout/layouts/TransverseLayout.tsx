import { Logo } from '../aside/Logo';
import { TopBar } from '../header/TopBar';
import { NavMenu } from '../menu/NavMenu';
import { useSession } from '@/lib/session';
import { useBarColors } from '../theme/useBarColors';
import type { LayoutSlots } from './ShellFrame';

function TransverseMenu() {
  const menus = useSession((s) => s.menuList);
  const { topBar } = useBarColors();
  return (
    <>
      <Logo color={topBar.color} />
      <NavMenu menus={menus} mode="horizontal" colors={topBar} testId="top-menu" />
    </>
  );
}

/** `transverse`: the whole menu horizontal in the top bar, no aside. */
export const transverseLayout: LayoutSlots = {
  header: (
    <TopBar>
      <TransverseMenu />
    </TopBar>
  ),
};
