import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/components/dict/DictSelect';
import { DictTag } from '@/components/dict/DictTag';
import { useDictData } from '@/components/dict/useDictData';

/** The dictionary types seeded by the server; the full administration is a later issue. */
const SEEDED_TYPES = ['sys_normal_disable', 'sys_yes_no'] as const;

function DictTypeCard({ dictType }: { dictType: string }) {
  const { t } = useTranslation();
  const { data, isError } = useDictData(dictType);
  return (
    <Card size="small" title={<Typography.Text code>{dictType}</Typography.Text>}>
      {isError ? (
        <Alert type="error" title={t('message.dict.loadFailed')} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('message.dict.select')}>
            <DictSelect dictType={dictType} style={{ minWidth: 200 }} aria-label={dictType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('message.dict.tags')}>
            <Space wrap>
              {data?.map((v) => (
                <DictTag key={v.value} dictType={dictType} value={v.value} />
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

export default function DictPage() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('message.dict.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('message.dict.intro')}</Typography.Text>
      </Card>
      {SEEDED_TYPES.map((type) => (
        <DictTypeCard key={type} dictType={type} />
      ))}
    </Space>
  );
}
