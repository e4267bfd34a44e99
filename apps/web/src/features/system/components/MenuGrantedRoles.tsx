import { Descriptions, Tag } from 'antd';
import { menuResource } from '@ledgerdesk/shared/resources/system/menu';
import { MutedText } from '@/components/format/CellText';
import { useLabel } from '@/components/resource/useLabel';
import { translateTitle } from '@/lib/i18n';
import { useMenuParams } from '../menuApi';

/**
 * The roles a menu is granted, by the names the role page shows (the row holds their keys), under
 * the menu's detail; a key no role answers any more is shown as it is.
 */
export function MenuGrantedRoles({ roleKeys }: { roleKeys: readonly string[] }) {
  const label = useLabel();
  const params = useMenuParams();
  const nameOf = new Map((params.data?.roles ?? []).map((role) => [role.roleKey, translateTitle(role.roleName)]));
  const tags = roleKeys.map((key) => <Tag key={key}>{nameOf.get(key) ?? key}</Tag>);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 180 } }}
      items={[{ key: 'roles', label: label(menuResource.fields.roles.label), children: tags.length ? tags : <MutedText>-</MutedText> }]}
    />
  );
}
