import { Button, Flex, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useThemeConfig } from '../lib/themeConfig';
import { Aside } from './Aside';
import { Breadcrumbs } from './Breadcrumbs';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { UserMenu } from './UserMenu';
import { useRouteTrail } from './useRouteTrail';
import { LayoutMain } from './main/LayoutMain';

/** The `defaults` layout: aside menu on the left, top bar with breadcrumb and tools, page below. */
export function DefaultsLayout() {
  const { t } = useTranslation();
  const { isCollapse, isBreadcrumb, topBar, topBarColor } = useThemeConfig((s) => s.themeConfig);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  useDocumentTitle(useRouteTrail().at(-1)?.meta.title);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Aside />
      <Layout>
        <Layout.Header
          style={{ background: topBar, color: topBarColor, padding: '0 16px', height: 56, lineHeight: '56px', borderBottom: '1px solid #f0f0f0' }}
        >
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Flex align="center" gap={12}>
              <Button
                type="text"
                aria-label={t(isCollapse ? 'message.layout.expand' : 'message.layout.collapse')}
                icon={isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setThemeConfig({ isCollapse: !isCollapse })}
              />
              {isBreadcrumb && <Breadcrumbs />}
            </Flex>
            <Flex align="center" gap={8}>
              <LanguageSwitch />
              <UserMenu />
            </Flex>
          </Flex>
        </Layout.Header>
        <LayoutMain />
      </Layout>
    </Layout>
  );
}
