import { Button, Card, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import '@/components/locales';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { fetchDefinition } from '../api';

/**
 * The page of every menu whose component is 'resource/index': the server says which resource the
 * route shows, and the definition draws the whole page.
 */
export default function GenericResourcePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const definition = useQuery({ queryKey: ['resourceDefinition', pathname], queryFn: () => fetchDefinition(pathname), staleTime: Infinity });

  if (definition.data) return <ResourcePage key={definition.data.name} definition={definition.data} />;
  if (definition.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('message.resource.page.failed')}
          subTitle={definition.error.message}
          extra={
            <Button type="primary" onClick={() => void definition.refetch()}>
              {t('message.resource.page.retry')}
            </Button>
          }
        />
      </Card>
    );
  return (
    <Card>
      <Spin tip={t('message.resource.page.loading')}>
        <div style={{ minHeight: 160 }} />
      </Spin>
    </Card>
  );
}
