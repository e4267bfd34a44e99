import { Avatar, Button, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../features/auth/api';
import { feedback } from '../lib/feedback';
import { leaveToLogin, useSession } from '../lib/session';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);

  const confirmLogout = () =>
    feedback().modal.confirm({
      title: t('message.layout.logoutTitle'),
      content: t('message.layout.logoutConfirm'),
      okText: t('message.layout.ok'),
      cancelText: t('message.layout.cancel'),
      onOk: async () => {
        // Leave even if the server call fails: the local session must end either way.
        await signOut().catch(() => undefined);
        leaveToLogin();
      },
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'personal', icon: <UserOutlined />, label: t('message.layout.personal') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('message.layout.logout') },
        ],
        onClick: ({ key }) => (key === 'logout' ? confirmLogout() : navigate('/personal')),
      }}
    >
      <Button type="text" data-testid="user-menu" style={{ height: 40 }}>
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span>{user?.userNickname || user?.userName}</span>
      </Button>
    </Dropdown>
  );
}
