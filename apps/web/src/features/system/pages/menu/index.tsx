import { menuResource } from '@ledgerdesk/shared/resources/system/menu';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { MenuGrantedRoles } from '../../components/MenuGrantedRoles';
import { MenuParentSelect } from '../../components/MenuParentSelect';
import { MenuRoleSelect } from '../../components/MenuRoleSelect';

// The parent is picked from the tree and the roles from the server's list (menu/getParams).
const INPUTS = { parentId: <MenuParentSelect />, roles: <MenuRoleSelect /> };

/** Menu administration: the menu tree as a tree table, with SPEC §7's menu/* calls. */
export default function MenuPage() {
  return <ResourcePage definition={menuResource} inputs={INPUTS} detailExtra={(row) => <MenuGrantedRoles roleKeys={Array.isArray(row.roles) ? (row.roles as string[]) : []} />} />;
}
