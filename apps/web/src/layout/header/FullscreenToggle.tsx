import { useSyncExternalStore } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';

function subscribe(onChange: () => void): () => void {
  // One listener per mounted toggle, removed with it (the old console added one per click).
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whole-console full screen through the Fullscreen API; Esc leaves it and the icon follows. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const isFull = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null, () => false);
  const toggle = () => {
    const change = isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A browser may refuse (no user gesture, iframe without allowfullscreen): nothing to undo.
    void change?.catch(() => undefined);
  };
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
