/** "18:00" → "6:00 PM": the restaurant's wall clock, as its hours read elsewhere. */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

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
