/** "2030-01-15" → "Tuesday, Jan 15" (the date is a calendar date: read in UTC). */
export function dateLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
}

/** Tenths as an owner reads them: "2.3", "4". */
export const figure = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
