import type { ReactElement } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ledgerdesk/shared';
import { setLanguage } from '@/lib/i18n';
import { useThemeConfig } from '@/lib/themeConfig';

interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The language switch's menu (antd's Dropdown and Menu): a chunk of its own, see LanguageSwitch. */
export default function LanguageMenu({ open, onOpenChange, children }: LanguageMenuProps) {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalI18n);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t('message.languageName', { lng: lang }) })),
        onClick: ({ key }) => {
          setLanguage(key as Language);
          onOpenChange(false);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
