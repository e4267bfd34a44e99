import { Button } from 'antd';
import { UnlockOutlined, UpOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNow } from './useNow';
import { useSwipeUp } from './useSwipeUp';

interface Props {
  userName: string;
  onReveal: () => void;
}

/** The locked face: time, date and who is signed in; swipe up, or press the button, to go on. */
export function LockClock({ userName, onReveal }: Props) {
  const { t, i18n } = useTranslation();
  const now = dayjs(useNow()).locale(i18n.language);
  const { offset, handlers } = useSwipeUp(onReveal);

  return (
    <div
      className="lock-clock"
      data-testid="lock-clock"
      style={{ transform: `translateY(${-offset}px)`, opacity: 1 - offset / 600 }}
      {...handlers}
    >
      <div className="lock-clock-time" aria-hidden>
        {now.format('HH:mm')}
        <span className="lock-clock-seconds">{now.format('ss')}</span>
      </div>
      <div className="lock-clock-date">{now.format(i18n.language === 'en' ? 'dddd, D MMMM YYYY' : 'YYYY年M月D日 dddd')}</div>
      <div className="lock-clock-user" data-testid="lock-user">
        {userName}
      </div>
      <div className="lock-clock-hint">
        <UpOutlined aria-hidden />
        <span>{t('message.lockScreen.swipeHint')}</span>
        <Button ghost icon={<UnlockOutlined />} onClick={onReveal} onPointerDown={(e) => e.stopPropagation()}>
          {t('message.lockScreen.unlockButton')}
        </Button>
      </div>
    </div>
  );
}
