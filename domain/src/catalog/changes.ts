/**
 * Only the requested fields whose value really differs from the current one, so that a
 * resubmitted form records nothing. Values are plain JSON data, compared by their text.
 */
export function changedFields<T extends object>(current: T, requested: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(requested) as (keyof T)[]) {
    const value = requested[key];
    if (value === undefined) continue;
    if (JSON.stringify(value) !== JSON.stringify(current[key])) changes[key] = value;
  }
  return changes;
}

export const isEmpty = (changes: object) => Object.keys(changes).length === 0;
