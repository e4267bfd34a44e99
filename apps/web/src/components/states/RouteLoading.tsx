import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the route tree is built and while a lazy page loads, so no 404 flashes first. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" description={t('message.states.loadingRoutes')} />
    </Flex>
  );
}
