import i18n from './i18n';
import { feedback } from './feedback';
import { useSession } from './session';

/**
 * SPEC §8's one session-expiry path, for every call that meets a 401 and for the pending poll:
 * the session is cleared at once (which unmounts the console and with it the pending alerts),
 * ONE alert says so however many calls fail together, and its Confirm goes to the root, whose
 * guard opens the login page.
 */
let alertOpen = false;
let leaveToRoot = (): void => window.location.assign('/');

/** Lets tests observe where the expiry alert sends the user. */
export function setSessionExpiredExit(exit: () => void): void {
  leaveToRoot = exit;
}

export function sessionExpired(): void {
  useSession.getState().clear();
  if (alertOpen) return;
  alertOpen = true;
  feedback().modal.warning({
    title: i18n.t('message.request.noticeTitle'),
    content: i18n.t('message.request.sessionExpired'),
    okText: i18n.t('message.request.confirm'),
    keyboard: false,
    onOk: () => {
      alertOpen = false;
      leaveToRoot();
    },
  });
}
