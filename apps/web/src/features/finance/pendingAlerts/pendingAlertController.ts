import type { PendingCounts } from '@ledgerdesk/shared';
import { createAlertTracker } from './alertTracker';
import type { PendingKind, PendingKindInfo } from './pendingKinds';
import { startPoll } from './startPoll';

export interface PendingAlertDeps {
  fetchCounts: () => Promise<PendingCounts>;
  /** Shows (or, for an open one, re-words) the alert of a kind. */
  show: (info: PendingKindInfo, count: number) => void;
  sound: () => void;
  isSignedIn: () => boolean;
  intervalMs: number;
}

/**
 * The pending alerts without React: poll, decide, show, one sound per raised alert. The caller
 * reports dismissals (close button or click) through `dismissed`.
 */
export function startPendingAlerts(deps: PendingAlertDeps) {
  const tracker = createAlertTracker();
  const stop = startPoll({
    fetch: deps.fetchCounts,
    intervalMs: deps.intervalMs,
    shouldContinue: deps.isSignedIn,
    onResult: (counts) => {
      const { raise, changed } = tracker.update(counts);
      for (const { info, count } of changed) deps.show(info, count);
      for (const { info, count } of raise) {
        deps.show(info, count);
        deps.sound();
      }
    },
  });
  return { stop, dismissed: (kind: PendingKind) => tracker.dismissed(kind) };
}
