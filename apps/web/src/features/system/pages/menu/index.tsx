import { menuResource } from '@ledgerdesk/shared/resources/system/menu';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { translateTitle } from '@/lib/i18n';
import { MenuParentSelect } from '../../components/MenuParentSelect';
import { MenuRoleSelect } from '../../components/MenuRoleSelect';

// Seeded titles are translation keys; an operator's own title is shown as typed.
const CELLS = { title: (value: unknown) => translateTitle(String(value ?? '')) };
// The parent is picked from the tree and the roles from the server's list (menu/getParams).
const INPUTS = { parentId: <MenuParentSelect />, roles: <MenuRoleSelect /> };

/** Menu administration: the menu tree as a tree table, with SPEC §7's menu/* calls. */
export default function MenuPage() {
  return <ResourcePage definition={menuResource} cells={CELLS} inputs={INPUTS} />;
}
