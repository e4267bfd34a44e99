/**
 * Business dates of staking (catalogue §4: "business date, fixed zone"): 'YYYY-MM-DD' in UTC.
 * Text so the columns filter as text and compare in calendar order.
 */
const DAY_MS = 86_400_000;

export const businessDateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return businessDateOf(new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS));
}

/** The instant a business date starts. */
export const startOf = (date: string): Date => new Date(`${date}T00:00:00Z`);
