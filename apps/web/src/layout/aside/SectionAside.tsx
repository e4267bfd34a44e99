import { useActiveSection } from '../menu/useActiveSection';
import { Aside } from './Aside';

/** The aside of the split layouts: the active first level's children, or nothing when it has none. */
export function SectionAside() {
  const { children } = useActiveSection();
  return children.length > 0 ? <Aside menus={children} withLogo={false} /> : null;
}
