import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONFIG_REVEAL_PERMISSION, configResource } from '@ledgerdesk/shared/resources/system/config';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import './locales';

const CELLS = {
  configValue: (_value: unknown, row: ResourceRow) => <SensitiveValue row={row} />,
};

const api = resourceApi(configResource);

/**
 * A parameter's value in the list. A sensitive one arrives masked; holders of the reveal
 * permission may show it, which reads the row's detail (the only call that answers it whole)
 * and keeps it only in this cell until hidden again.
 */
function SensitiveValue({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const value = String(row.configValue ?? '');
  if (!row.sensitive) {
    return (
      <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: '100%' }}>
        {value}
      </Typography.Text>
    );
  }
  const reveal = async () => {
    setLoading(true);
    try {
      const detail = await api.get<ResourceRow>(row.id);
      setRevealed(String(detail.configValue ?? ''));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space size={4} data-testid={`config-value-${row.id}`}>
      {revealed === null ? (
        <Tooltip title={t('message.configPage.sensitive')}>
          <Typography.Text type="secondary">
            <LockOutlined /> {value}
          </Typography.Text>
        </Tooltip>
      ) : (
        <Typography.Text copyable code>
          {revealed}
        </Typography.Text>
      )}
      {has(CONFIG_REVEAL_PERMISSION) && value !== '' && (
        <Button
          size="small"
          type="link"
          loading={loading}
          icon={revealed === null ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onClick={() => (revealed === null ? void reveal() : setRevealed(null))}
        >
          {revealed === null ? t('message.configPage.reveal') : t('message.configPage.hide')}
        </Button>
      )}
    </Space>
  );
}

/**
 * Config parameters: the generic resource page (names and remarks in the reader's language, as
 * their fields declare `languages`), with the value cell that keeps a sensitive value masked and
 * lets holders of system/config/reveal show it.
 */
export default function ConfigPage() {
  return <ResourcePage definition={configResource} cells={CELLS} testId="config-page" />;
}
