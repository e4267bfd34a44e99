import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { MenuGrantTree } from '../../components/access';
import { DeptTree } from '../../components/org';
import '../../locales/access';

// The menus granted as a tree with half-checked parents; custom departments from the department tree.
const INPUTS = { menuIds: <MenuGrantTree />, deptIds: <DeptTree /> };

/** Roles: what their holders may do (menus and buttons) and how far their data reaches. */
export default function RolePage() {
  return <ResourcePage definition={roleResource} inputs={INPUTS} />;
}
