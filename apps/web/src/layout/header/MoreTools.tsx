import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined, MoreOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ComponentSize, type Language } from '@ledgerdesk/shared';
import { setLanguage } from '@/lib/i18n';
import { useThemeConfig } from '@/lib/themeConfig';
import { MenuSearchDialogOnDemand } from './MenuSearchDialogOnDemand';
import { ToolButton } from './ToolButton';
import { useComponentSize } from './useComponentSize';
import { useFullscreen } from './useFullscreen';
import './locales';

const SIZE = 'size-';
const LANGUAGE = 'language-';

/**
 * On a phone the header has room for the menu button, the bell and the user menu only: the other
 * tools (component size, language, menu search, layout settings, full screen) are the labelled
 * entries of this one menu. Full screen is offered only where the browser allows it.
 */
export function MoreTools() {
  const { t } = useTranslation();
  const sizes = useComponentSize();
  const language = useThemeConfig((s) => s.themeConfig.globalI18n);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const fullscreen = useFullscreen();
  const [searching, setSearching] = useState(false);

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'sizes',
      label: t('message.layout.componentSize'),
      children: sizes.options.map(({ size, label }) => ({ key: SIZE + size, label, 'data-testid': `size-${size}` })),
    },
    {
      type: 'group',
      key: 'languages',
      label: t('message.layout.language'),
      // Each language named in itself, as the desktop switch does.
      children: LANGUAGES.map((lang) => ({ key: LANGUAGE + lang, label: t('message.languageName', { lng: lang }), lang })),
    },
    { type: 'divider' },
    { key: 'search', icon: <SearchOutlined />, label: t('message.layout.menuSearch') },
    { key: 'settings', icon: <SettingOutlined />, label: t('message.layout.settings') },
    ...(document.fullscreenEnabled
      ? [
          {
            key: 'fullscreen',
            icon: fullscreen.isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
            label: t(fullscreen.isFull ? 'message.layout.exitFullscreen' : 'message.layout.fullscreen'),
          },
        ]
      : []),
  ];

  const choose = (key: string) => {
    if (key.startsWith(SIZE)) sizes.choose(key.slice(SIZE.length) as ComponentSize);
    else if (key.startsWith(LANGUAGE)) setLanguage(key.slice(LANGUAGE.length) as Language);
    else if (key === 'search') setSearching(true);
    else if (key === 'settings') setThemeConfig({ isDrawer: true });
    else if (key === 'fullscreen') fullscreen.toggle();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          selectable: true,
          selectedKeys: [SIZE + sizes.current, LANGUAGE + language],
          onClick: ({ key }) => choose(key),
        }}
      >
        <ToolButton label={t('message.headerTools.more')} icon={<MoreOutlined />} testId="more-tools" />
      </Dropdown>
      <MenuSearchDialogOnDemand open={searching} onClose={() => setSearching(false)} />
    </>
  );
}
