import { Button, Flex, Typography } from 'antd';
import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useThemeConfig } from '@/lib/themeConfig';

/** Copy the configuration as JSON (to paste into the code defaults), or go back to the defaults. */
export function SettingsActions() {
  const { t } = useTranslation();
  const resetThemeConfig = useThemeConfig((s) => s.resetThemeConfig);

  const copy = async () => {
    // The drawer's own open state is not configuration.
    const { isDrawer: _open, ...config } = useThemeConfig.getState().themeConfig;
    try {
      await navigator.clipboard.writeText(JSON.stringify(config, null, 2));
      feedback().message.success(t('message.settings.copySuccess'));
    } catch {
      feedback().message.error(t('message.settings.copyFailed'));
    }
  };

  const restore = () => {
    // Only our own key changes: nothing else on this origin (the old console cleared it all).
    resetThemeConfig();
    feedback().message.success(t('message.settings.restored'));
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('message.settings.copyHint')}
      </Typography.Text>
      <Button type="primary" block icon={<CopyOutlined />} data-testid="settings-copy" onClick={() => void copy()}>
        {t('message.settings.copy')}
      </Button>
      <Button block icon={<RedoOutlined />} data-testid="settings-restore" onClick={restore}>
        {t('message.settings.restore')}
      </Button>
    </Flex>
  );
}
