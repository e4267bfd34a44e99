import { Aside } from '../aside/Aside';
import { Logo } from '../aside/Logo';
import { SectionAside } from '../aside/SectionAside';
import { Breadcrumbs } from '../breadcrumb/Breadcrumbs';
import { CollapseToggle } from '../header/CollapseToggle';
import { TopBar } from '../header/TopBar';
import { NavMenu } from '../menu/NavMenu';
import { useActiveSection } from '../menu/useActiveSection';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { useBarColors } from '../theme/useBarColors';
import type { LayoutSlots } from './ShellFrame';

/** With the split menu the top bar lists the first-level menus; otherwise it shows the breadcrumb. */
function ClassicTopBarStart() {
  const split = useThemeConfig((s) => s.themeConfig.isClassicSplitMenu);
  const menus = useSession((s) => s.menuList);
  const { section } = useActiveSection();
  const { topBar } = useBarColors();
  return (
    <>
      <Logo color={topBar.color} />
      <CollapseToggle />
      {split ? (
        <NavMenu menus={menus} mode="horizontal" depth={1} colors={topBar} activeKey={section?.path} testId="top-menu" />
      ) : (
        <Breadcrumbs />
      )}
    </>
  );
}

/** With the split menu the aside holds the active first level's children; otherwise the whole menu. */
function ClassicAside() {
  const split = useThemeConfig((s) => s.themeConfig.isClassicSplitMenu);
  return split ? <SectionAside /> : <Aside withLogo={false} />;
}

/** `classic`: a top bar across the width with the logo, then the aside and the page. */
export const classicLayout: LayoutSlots = {
  header: (
    <TopBar>
      <ClassicTopBarStart />
    </TopBar>
  ),
  aside: <ClassicAside />,
};
