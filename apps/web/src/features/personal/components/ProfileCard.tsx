import { useState } from 'react';
import { App, Avatar, Button, Descriptions, Flex, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isEmail, isMobilePhone } from '@ledgerdesk/shared';
import type { Profile, ProfileUpdate } from '@ledgerdesk/shared/personal';
import { formatDateTime } from '@/components/format/formatDateTime';
import { translateTitle } from '@/lib/i18n';
import { refusalOf } from '@/components/resource/serverRefusal';
import { refusalText } from '@/lib/refusalText';
import { updateAvatar, updateProfile } from '../api';
import { AvatarPicker } from './AvatarPicker';

const P = 'message.personalCentre.profile';

interface Props {
  profile: Profile;
  onChanged: (profile: Profile) => void;
}

/** Who the user is, with their nickname, e-mail, phone and avatar to change. */
export function ProfileCard({ profile, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [form] = Form.useForm<ProfileUpdate>();
  const [saving, setSaving] = useState(false);
  const removeAvatar = useMutation({
    mutationFn: () => updateAvatar(null),
    onSuccess: (p) => {
      void message.success(t('message.personalCentre.avatar.removed'));
      onChanged(p);
    },
  });

  const save = async (values: ProfileUpdate) => {
    setSaving(true);
    try {
      onChanged(await updateProfile(values));
      void message.success(t(`${P}.saved`));
      setEditing(false);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.onFields) form.setFields(Object.entries(refusal.fields).map(([name, msg]) => ({ name: name as keyof ProfileUpdate, errors: [msg] })));
      else void message.error(refusalText(refusal.error));
    } finally {
      setSaving(false);
    }
  };

  const list = (values: string[]) =>
    values.length ? values.map((v) => <Tag key={v}>{translateTitle(v)}</Tag>) : <Typography.Text type="secondary">{t(`${P}.none`)}</Typography.Text>;
  const orNone = (v: string | null) => v || <Typography.Text type="secondary">{t(`${P}.none`)}</Typography.Text>;

  return (
    <Flex gap={32} align="flex-start" wrap>
      <Flex vertical align="center" gap={12} style={{ minWidth: 160 }}>
        <Avatar size={96} src={profile.avatar || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
        <Button size="small" onClick={() => setPicking(true)}>
          {t('message.personalCentre.avatar.change')}
        </Button>
        {profile.avatar && (
          <Popconfirm title={t('message.personalCentre.avatar.remove')} onConfirm={() => removeAvatar.mutate()}>
            <Button size="small" type="link" danger>
              {t('message.personalCentre.avatar.remove')}
            </Button>
          </Popconfirm>
        )}
        <AvatarPicker open={picking} current={profile.avatar} onClose={() => setPicking(false)} onChanged={onChanged} />
      </Flex>
      <div style={{ flex: 1, minWidth: 300 }}>
        {editing ? (
          <Form<ProfileUpdate>
            form={form}
            layout="vertical"
            style={{ maxWidth: 420 }}
            initialValues={{ nickname: profile.nickname, email: profile.email, phone: profile.phone }}
            onFinish={(v) => void save(v)}
          >
            <Form.Item name="nickname" label={t(`${P}.nickname`)} rules={[{ required: true, whitespace: true, message: t(`${P}.nicknameRequired`) }, { max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t(`${P}.email`)}
              rules={[{ validator: async (_r, v?: string) => { if (v && !isEmail(v.trim())) throw new Error(t(`${P}.emailInvalid`)); } }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t(`${P}.phone`)}
              rules={[{ validator: async (_r, v?: string) => { if (v && !isMobilePhone(v.trim())) throw new Error(t(`${P}.phoneInvalid`)); } }]}
            >
              <Input maxLength={11} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t(`${P}.save`)}
              </Button>
              <Button onClick={() => setEditing(false)}>{t(`${P}.cancel`)}</Button>
            </Space>
          </Form>
        ) : (
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            extra={
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t(`${P}.edit`)}
              </Button>
            }
            items={[
              { key: 'userName', label: t(`${P}.userName`), children: profile.userName },
              { key: 'nickname', label: t(`${P}.nickname`), children: profile.nickname },
              { key: 'email', label: t(`${P}.email`), children: orNone(profile.email) },
              { key: 'phone', label: t(`${P}.phone`), children: orNone(profile.phone) },
              { key: 'dept', label: t(`${P}.dept`), children: orNone(profile.deptName) },
              { key: 'posts', label: t(`${P}.posts`), children: list(profile.posts) },
              { key: 'roles', label: t(`${P}.roles`), children: list(profile.roles), span: 2 },
              { key: 'createdAt', label: t(`${P}.createdAt`), children: formatDateTime(profile.createdAt) },
              {
                key: 'lastLogin',
                label: t(`${P}.lastLogin`),
                children: profile.lastLoginAt ? `${formatDateTime(profile.lastLoginAt)} (${profile.lastLoginIp ?? ''})` : '-',
              },
              { key: 'passwordChangedAt', label: t(`${P}.passwordChangedAt`), children: formatDateTime(profile.passwordChangedAt) },
            ]}
          />
        )}
      </div>
    </Flex>
  );
}
