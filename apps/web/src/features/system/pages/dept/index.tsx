import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { DeptTreeSelect } from '../../components/org/DeptTreeSelect';

// The parent is picked from the tree; a disabled one is marked but choosable, the server says when it is refused.
const INPUTS = { parentId: <DeptTreeSelect allowDisabled /> };

/** Department administration: the department tree as a tree table (add a child, edit, delete), in the caller's data scope. */
export default function DeptPage() {
  return <ResourcePage definition={deptResource} inputs={INPUTS} />;
}
