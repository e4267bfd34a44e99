import { create } from 'zustand';
import { APP_PREFIX, local } from '@/lib/storage';

const LOCKED_KEY = 'lockScreen.isLocked';
/** When any tab of this app last saw activity (ms), so one busy tab keeps the others unlocked. */
export const ACTIVITY_KEY = 'lockScreen.lastActivity';

interface LockState {
  /** Kept in localStorage: a reload, or another tab, opens locked (anchor §4 #I6AF8P). */
  isLocked: boolean;
  lock: () => void;
  unlock: () => void;
}

export const useLock = create<LockState>()((set) => ({
  isLocked: local.get<boolean>(LOCKED_KEY) === true,
  lock: () => {
    local.set(LOCKED_KEY, true);
    set({ isLocked: true });
  },
  unlock: () => {
    local.remove(LOCKED_KEY);
    set({ isLocked: false });
  },
}));

// Locking or unlocking in one tab does the same in the others.
window.addEventListener('storage', (e) => {
  if (e.key === APP_PREFIX + LOCKED_KEY) useLock.setState({ isLocked: e.newValue === 'true' });
});
