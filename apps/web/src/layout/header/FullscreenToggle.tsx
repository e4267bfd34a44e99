import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';
import { useFullscreen } from './useFullscreen';

/** Whole-console full screen on and off; the icon follows Esc too. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { isFull, toggle } = useFullscreen();
  return (
    <ToolButton
      label={t(isFull ? 'message.layout.exitFullscreen' : 'message.layout.fullscreen')}
      icon={isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      testId="fullscreen"
      data-state={isFull ? 'on' : 'off'}
      onClick={toggle}
    />
  );
}
