import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { RouteLoading } from '../../components/states/RouteLoading';
import { useThemeConfig } from '../../lib/themeConfig';
import { LayoutFooter } from './LayoutFooter';

/**
 * The main content area every layout renders below its header: the page outlet, then the
 * footer when `isFooter` is on. Layouts own the chrome around it; this owns what is inside.
 */
export function LayoutMain() {
  const isFooter = useThemeConfig((s) => s.themeConfig.isFooter);
  return (
    <>
      <Layout.Content style={{ padding: 16 }}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      {isFooter && <LayoutFooter />}
    </>
  );
}
