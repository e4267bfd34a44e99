import { useState } from 'react';
import { Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComponentSize } from '@ledgerdesk/shared';
import { ToolButton } from './ToolButton';
import { useComponentSize } from './useComponentSize';

/** Large, default or small antd components, applied live through ConfigProvider (no reload, Gitee #I551RP). */
export function ComponentSizeSwitch() {
  const { t } = useTranslation();
  const { current, options, choose } = useComponentSize();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: options.map(({ size, label }) => ({ key: size, label, 'data-testid': `size-${size}` })),
        onClick: ({ key }) => choose(key as ComponentSize),
      }}
    >
      <ToolButton label={t('message.layout.componentSize')} icon={<FontSizeOutlined />} testId="component-size" menuOpen={open} />
    </Dropdown>
  );
}
