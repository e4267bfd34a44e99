import { Avatar, Button, Dropdown } from 'antd';
import { HomeOutlined, LockOutlined, LogoutOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { logOut } from '@/lib/logOut';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/useIsMobile';

/** Where each entry of the user menu leads; log out asks first. */
const DESTINATIONS: Record<string, string> = { home: '/home', personal: '/personal', notFound: '/404', noPower: '/401' };

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  // On a phone the avatar alone: the name would crowd out the other tools.
  const isMobile = useIsMobile();
  const name = user?.userNickname || user?.userName;

  const confirmLogout = () =>
    feedback().modal.confirm({
      title: t('message.layout.logoutTitle'),
      content: t('message.layout.logoutConfirm'),
      okText: t('message.layout.ok'),
      cancelText: t('message.layout.cancel'),
      onOk: logOut,
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'home', icon: <HomeOutlined />, label: t('message.layout.home') },
          { key: 'personal', icon: <UserOutlined />, label: t('message.layout.personal') },
          { key: 'notFound', icon: <QuestionCircleOutlined />, label: t('message.layout.notFound') },
          { key: 'noPower', icon: <LockOutlined />, label: t('message.layout.noPower') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('message.layout.logout') },
        ],
        onClick: ({ key }) => (key === 'logout' ? confirmLogout() : navigate(DESTINATIONS[key] ?? '/home')),
      }}
    >
      <Button type="text" data-testid="user-menu" className="ld-tool ld-user" aria-label={isMobile ? name : undefined}>
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        {!isMobile && <span className="ld-user-name">{name}</span>}
      </Button>
    </Dropdown>
  );
}
