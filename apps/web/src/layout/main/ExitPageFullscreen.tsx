import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTags } from '../tagsView/tagsStore';
import './locales';

const exit = () => useTags.getState().setPageFullscreen('', false);

/** The round button (and the Escape key) that leaves page full screen. */
export function ExitPageFullscreen() {
  const { t } = useTranslation();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) exit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Tooltip title={t('message.tagsView.exitFullscreen')} placement="left">
      <Button
        className="layout-main-exit-fullscreen"
        shape="circle"
        icon={<FullscreenExitOutlined />}
        aria-label={t('message.tagsView.exitFullscreen')}
        onClick={exit}
      />
    </Tooltip>
  );
}
