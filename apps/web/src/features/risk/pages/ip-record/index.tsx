import { useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ipRecordResource } from '@ledgerdesk/shared/resources/risk/ip-record';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { BlockIpDialog } from '../../components/BlockIpDialog';
import { SharedAddresses } from '../../components/SharedAddresses';

const BLOCK_PERMISSION = 'risk/ip-blacklist/create';

/**
 * IP record (catalogue §9.2): members' sign-ins by address and device, and the pivot of addresses
 * and devices shared by several members; an address can be put on the black list from either.
 */
export default function IpRecordPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  // One address or device picked from the pivot: the sign-ins tab shows only its rows until cleared.
  const [focus, setFocus] = useState<{ field: 'ip' | 'deviceId'; value: string } | null>(null);
  const [tab, setTab] = useState('records');
  const [blocking, setBlocking] = useState<string | null>(null);
  const canBlock = has(BLOCK_PERMISSION);
  const cells = {
    ip: (value: unknown, _row: ResourceRow) => (
      <Space size={4}>
        <span>{String(value)}</span>
        {canBlock ? (
          <Button type="link" size="small" danger onClick={() => setBlocking(String(value))} data-testid="risk-block-ip">
            {t('message.risk.blockIp')}
          </Button>
        ) : null}
      </Space>
    ),
  };
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'records',
            label: t('message.risk.tabs.records'),
            children: (
              <>
                {focus ? (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 12 }}
                    title={t('message.risk.shared.focused', { value: focus.value })}
                    action={
                      <Button size="small" onClick={() => setFocus(null)}>
                        {t('message.risk.shared.showAll')}
                      </Button>
                    }
                  />
                ) : null}
                <ResourcePage definition={ipRecordResource} cells={cells} scope={focus ? { [focus.field]: focus.value } : undefined} testId="risk-ip-record" />
              </>
            ),
          },
          {
            key: 'shared',
            label: t('message.risk.tabs.shared'),
            children: (
              <SharedAddresses
                onShowRecords={(by, key) => {
                  setFocus({ field: by === 'ip' ? 'ip' : 'deviceId', value: key });
                  setTab('records');
                }}
                onBlock={canBlock ? setBlocking : undefined}
              />
            ),
          },
        ]}
      />
      {blocking ? <BlockIpDialog ip={blocking} onClose={() => setBlocking(null)} /> : null}
    </>
  );
}
