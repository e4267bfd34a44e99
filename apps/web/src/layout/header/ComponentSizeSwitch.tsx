import { Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, type ComponentSize } from '@ledgerdesk/shared';
import { useThemeConfig } from '@/lib/themeConfig';
import { ToolButton } from './ToolButton';

const SIZE_LABELS: Record<ComponentSize, string> = {
  large: 'message.layout.sizeLarge',
  default: 'message.layout.sizeDefault',
  small: 'message.layout.sizeSmall',
};

/** Large, default or small antd components, applied live through ConfigProvider (no reload, Gitee #I551RP). */
export function ComponentSizeSwitch() {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalComponentSize);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: COMPONENT_SIZES.map((size) => ({ key: size, label: t(SIZE_LABELS[size]), 'data-testid': `size-${size}` })),
        onClick: ({ key }) => setThemeConfig({ globalComponentSize: key as ComponentSize }),
      }}
    >
      <ToolButton label={t('message.layout.componentSize')} icon={<FontSizeOutlined />} testId="component-size" />
    </Dropdown>
  );
}
