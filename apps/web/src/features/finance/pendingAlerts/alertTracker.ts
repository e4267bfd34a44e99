import type { PendingCounts } from '@ledgerdesk/shared';
import { PENDING_KINDS, type PendingKind, type PendingKindInfo } from './pendingKinds';

export interface KindCount {
  info: PendingKindInfo;
  count: number;
}

interface KindMemory {
  open: boolean;
  /** The count of the last poll: after a dismissal only a larger count means newer items. */
  seen: number;
}

/**
 * Decides which alerts to raise (DESIGN.md §7): a kind alerts when its count is at least 1 and no
 * alert of that kind is open; once dismissed, it alerts again only when the count grows beyond
 * the one last seen.
 */
export function createAlertTracker() {
  const memory = new Map<PendingKind, KindMemory>(PENDING_KINDS.map((k) => [k.kind, { open: false, seen: 0 }]));
  const of = (kind: PendingKind) => memory.get(kind) as KindMemory;

  return {
    /**
     * Takes one poll's counts; answers the kinds to raise now (marking them open) and the open
     * ones whose count changed (their text should follow).
     */
    update(counts: PendingCounts): { raise: KindCount[]; changed: KindCount[] } {
      const raise: KindCount[] = [];
      const changed: KindCount[] = [];
      for (const info of PENDING_KINDS) {
        const state = of(info.kind);
        const count = info.count(counts);
        if (!state.open && count >= 1 && count > state.seen) {
          state.open = true;
          raise.push({ info, count });
        } else if (state.open && count !== state.seen) {
          changed.push({ info, count });
        }
        state.seen = count;
      }
      return { raise, changed };
    },
    /** The operator closed the alert (or clicked it). */
    dismissed(kind: PendingKind): void {
      of(kind).open = false;
    },
    isOpen(kind: PendingKind): boolean {
      return of(kind).open;
    },
  };
}
