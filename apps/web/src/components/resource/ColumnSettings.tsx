import { Button, Checkbox, Flex, Popover, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import { useLabel } from './useLabel';
import type { useColumnSettings } from './useColumnSettings';

interface ColumnSettingsProps {
  definition: ResourceDefinition;
  settings: ReturnType<typeof useColumnSettings>;
}

/** Show, hide and reorder the list's columns; reset brings back the definition's layout. */
export function ColumnSettings({ definition, settings }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { layout } = settings;
  const content = (
    <div style={{ width: 260 }} data-testid="column-settings">
      <Flex vertical gap={2}>
        {layout.order.map((name, index) => {
          const title = label(definition.fields[name]!.label);
          return (
            <Flex key={name} align="center" justify="space-between" gap={8}>
              <Checkbox checked={!layout.hidden.includes(name)} onChange={(e) => settings.toggle(name, e.target.checked)}>
                {title}
              </Checkbox>
              <span>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('message.resource.columns.up', { name: title })}
                  onClick={() => settings.move(name, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === layout.order.length - 1}
                  aria-label={t('message.resource.columns.down', { name: title })}
                  onClick={() => settings.move(name, 1)}
                />
              </span>
            </Flex>
          );
        })}
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {settings.customised ? t('message.resource.columns.saved') : t('message.resource.columns.defaults')}
        </Typography.Text>
        <Button size="small" disabled={!settings.customised} onClick={settings.reset}>
          {t('message.resource.columns.reset')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('message.resource.columns.title')} content={content}>
      <Tooltip title={t('message.resource.columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('message.resource.columns.title')} />
      </Tooltip>
    </Popover>
  );
}
