import { Cron } from 'croner';

/** A schedule read by croner: 5 fields (minutes), 6 (seconds first) or 7 (a year last), or @hourly and the like. */
export type Schedule = Cron;

/** croner's reason for refusing an expression, or that it never runs again; null when it is a usable schedule. */
export function cronProblem(expression: string, timezone: string, from = new Date()): string | null {
  const parsed = parseCron(expression, timezone);
  if (typeof parsed === 'string') return parsed;
  return parsed.nextRun(from) ? null : 'the expression has no run time in the future';
}

/** The schedule, or croner's reason why the expression is not one. */
export function parseCron(expression: string, timezone: string): Schedule | string {
  try {
    // paused: a pattern object only; nothing is ever started by croner itself.
    return new Cron(expression.trim(), { timezone, paused: true });
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).replace(/^CronPattern: /, '');
  }
}

