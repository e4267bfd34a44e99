import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import type { MemberConfigChange } from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { ConfigHistory } from '../../components/config/ConfigHistory';
import { MemberConfigDialog } from '../../components/config/MemberConfigDialog';
import '../../components/config/messages';

type ConfigRow = RowOf<typeof memberConfigResource> & { changes?: MemberConfigChange[]; pendingApproval?: { id: number } | null };

const dialogs = { configure: MemberConfigDialog, change: MemberConfigDialog };

/**
 * Member config: per-member capability flags, limits, fee tier and the test flag, each change with
 * a coded reason and its history; lifting a compliance hold waits for a second operator.
 */
export default function MemberConfigPage() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <ResourcePage<ConfigRow>
      definition={memberConfigResource}
      actionDialogs={dialogs}
      cells={{
        restrictions: (value) => {
          const off = (value as string[] | null) ?? [];
          if (!off.length) return <Tag color="success">{t('message.memberConfig.none')}</Tag>;
          return (
            <Space size={[0, 4]} wrap>
              {off.map((flag) => (
                <Tag key={flag} color="error">
                  {label(memberConfigResource.fields[flag as 'canLogin'].label)}: {t('message.memberConfig.no')}
                </Tag>
              ))}
            </Space>
          );
        },
      }}
      detailExtra={(row) => <ConfigHistory changes={row.changes ?? []} pendingApproval={row.pendingApproval ?? null} />}
      testId="member-config-list"
    />
  );
}
