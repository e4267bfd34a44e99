import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// antd's Dropdown and Menu are not the login page's to load: the menu's code is asked for when the
// pointer or the focus reaches the switch, and the switch becomes the menu's trigger on its first click.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);
const warmUp = () => void loadMenu().catch(() => undefined);

/** Each language named in itself, so a user lost in the wrong one can still find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [clicked, setClicked] = useState(false);
  // Named by the language it shows (what a speech-input user says); what it does is its title.
  const button = (first: boolean) => (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      data-testid="language-switch"
      title={t('message.layout.language')}
      onPointerEnter={first ? warmUp : undefined}
      onFocus={first ? warmUp : undefined}
      onClick={
        first
          ? () => {
              setClicked(true);
              setOpen(true);
            }
          : undefined
      }
    >
      {t('message.languageName')}
    </Button>
  );
  if (!clicked) return button(true);
  return (
    <Suspense fallback={button(false)}>
      <LanguageMenu open={open} onOpenChange={setOpen}>
        {button(false)}
      </LanguageMenu>
    </Suspense>
  );
}
