import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '@/lib/i18n';
import '../../locales/access';

interface Named {
  id: number;
  roleName?: string;
  postName?: string;
}

/** The roles column of the user list: each role held, by its translated name. */
export function RoleTags({ value }: { value: unknown }) {
  const list = Array.isArray(value) ? (value as Named[]) : [];
  return (
    <Space size={[4, 4]} wrap>
      {list.map((role) => (
        <Tag key={role.id}>{translateTitle(role.roleName ?? '')}</Tag>
      ))}
    </Space>
  );
}

/** A user's roles and posts by name, under the detail's fields (the row `get` answers carries them). */
export function UserGrantsDetail({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const tags = (items: unknown, name: (item: Named) => string) => {
    const list = Array.isArray(items) ? (items as Named[]) : [];
    if (list.length === 0) return t('message.access.detail.none');
    return (
      <Space size={[4, 4]} wrap>
        {list.map((item) => (
          <Tag key={item.id}>{name(item)}</Tag>
        ))}
      </Space>
    );
  };
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="user-grants"
      items={[
        { key: 'roles', label: t('message.access.detail.roles'), children: tags(row.roles, (r) => translateTitle(r.roleName ?? '')) },
        { key: 'posts', label: t('message.access.detail.posts'), children: tags(row.posts, (p) => p.postName ?? '') },
      ]}
    />
  );
}
