/** Runs `work` when the page is idle (no input waiting), or after a task where there is no such hint. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}
