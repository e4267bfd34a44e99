import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ledgerdesk/shared';
import { setLanguage } from '@/lib/i18n';
import { useThemeConfig } from '@/lib/themeConfig';

/** Each language named in itself, so a user lost in the wrong one can still find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalI18n);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t('message.languageName', { lng: lang }) })),
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      {/* Named by the language it shows (what a speech-input user says); what it does is its title. */}
      <Button type="text" icon={<TranslationOutlined />} data-testid="language-switch" title={t('message.layout.language')}>
        {t('message.languageName')}
      </Button>
    </Dropdown>
  );
}
