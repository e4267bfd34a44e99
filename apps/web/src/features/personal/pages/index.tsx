import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/** The session user as the server describes them. Profile editing comes with the user admin. */
export default function PersonalPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  if (!user) return null;
  const tags = (values: string[]) =>
    values.length ? values.map((v) => <Tag key={v}>{v}</Tag>) : <Typography.Text type="secondary">{t('message.personal.none')}</Typography.Text>;
  return (
    <Card title={t('message.personal.title')}>
      <Flex gap={24} align="flex-start" wrap>
        <Avatar size={72} src={user.avatar || undefined} icon={<UserOutlined />} />
        <Descriptions column={1} style={{ flex: 1, minWidth: 280 }}>
          <Descriptions.Item label={t('message.personal.userName')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('message.personal.nickname')}>{user.userNickname}</Descriptions.Item>
          <Descriptions.Item label={t('message.personal.roles')}>{tags(user.roles)}</Descriptions.Item>
          <Descriptions.Item label={t('message.personal.signInTime')}>{dayjs(user.time).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
          <Descriptions.Item label={t('message.personal.buttons')}>{tags(user.authBtnList)}</Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
