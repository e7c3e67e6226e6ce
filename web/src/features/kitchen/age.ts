/** Issue 7: a ticket turns yellow at 5 minutes and red at 10. */
export const WARNING_AFTER_MS = 5 * 60 * 1000;
export const LATE_AFTER_MS = 10 * 60 * 1000;

export type Urgency = 'normal' | 'warning' | 'late';

export function urgencyOf(ageMs: number): Urgency {
  if (ageMs >= LATE_AFTER_MS) return 'late';
  if (ageMs >= WARNING_AFTER_MS) return 'warning';
  return 'normal';
}

/** "4:07", "1:02:09" */
export function formatAge(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
