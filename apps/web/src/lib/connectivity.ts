import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * Whether the console can reach its server: the browser says it is offline, or the last call
 * failed without any answer (a dead network behind a live adapter). Any answer clears the
 * latter. TanStack Query follows the browser's own state (onlineManager), pausing queries
 * while offline; what it shows meanwhile is marked as possibly out of date.
 */
interface ConnectivityState {
  browserOffline: boolean;
  unreachable: boolean;
}

export const useConnectivity = create<ConnectivityState>()(() => ({
  browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  unreachable: false,
}));

export const isOffline = (state: ConnectivityState): boolean => state.browserOffline || state.unreachable;

onlineManager.subscribe((online) => useConnectivity.setState({ browserOffline: !online }));

/** A call got an answer (any status): the server is reachable. */
export function noteAnswered(): void {
  if (useConnectivity.getState().unreachable) useConnectivity.setState({ unreachable: false });
}

/** A call failed with no answer at all. */
export function noteUnreachable(): void {
  if (!useConnectivity.getState().unreachable) useConnectivity.setState({ unreachable: true });
}
