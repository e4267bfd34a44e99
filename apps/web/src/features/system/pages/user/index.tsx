import { useTranslation } from 'react-i18next';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { PasswordStrengthInput, ResetPasswordDialog, RoleSelect, RoleTags, UserGrantsDetail } from '../../components/access';
import { DeptTreeSelect, PostSelect } from '../../components/org';
import '../../locales/access';

const DIALOGS = { resetPassword: ResetPasswordDialog };
const CELLS = { roles: (value: unknown) => <RoleTags value={value} /> };

/**
 * Users: the list the caller's data scope reaches, the form with the department tree, posts,
 * roles and (on creation) the password with its strength, and the actions (disable, enable,
 * unlock, reset password).
 */
export default function UserPage() {
  const { t } = useTranslation();
  const inputs = {
    deptId: <DeptTreeSelect placeholder={t('message.access.users.deptPlaceholder')} />,
    postIds: <PostSelect />,
    roleIds: <RoleSelect />,
    password: <PasswordStrengthInput />,
  };
  return <ResourcePage definition={userResource} inputs={inputs} cells={CELLS} actionDialogs={DIALOGS} detailExtra={(row) => <UserGrantsDetail row={row} />} />;
}
