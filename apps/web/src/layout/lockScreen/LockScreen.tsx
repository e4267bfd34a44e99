import { useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import '../main/locales';
import { LockClock } from './LockClock';
import { useLock } from './lockStore';
import { UnlockForm } from './UnlockForm';
import { useInertBackground } from './useInertBackground';
import './lockScreen.css';

const REVEAL_KEYS = new Set(['Enter', ' ', 'ArrowUp']);

/**
 * The lock overlay: over everything, the rest of the page inert behind it. First the clock, then
 * (swipe up, the unlock button, or Enter) the password box.
 */
export function LockScreen() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const [revealed, setRevealed] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  useInertBackground(overlay);

  const userName = user?.userNickname || user?.userName || '';
  const onKeyDown = (e: KeyboardEvent) => {
    if (!revealed && REVEAL_KEYS.has(e.key) && e.target === e.currentTarget) {
      e.preventDefault();
      setRevealed(true);
    }
  };

  return createPortal(
    <div
      ref={overlay}
      className="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-label={t('message.lockScreen.label')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="lock-screen"
    >
      {revealed ? (
        <UnlockForm
          userName={userName}
          avatar={user?.avatar ?? ''}
          onUnlocked={() => useLock.getState().unlock()}
          onBack={() => setRevealed(false)}
        />
      ) : (
        <LockClock userName={userName} onReveal={() => setRevealed(true)} />
      )}
    </div>,
    document.body,
  );
}
