import type { FieldError } from '@pickup/domain/shared/errors';

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) is a string JavaScript holds but no database,
 * UTF-8 file or other client can: Postgres refuses it mid-write. With the u flag a valid pair
 * is one code point, so only a lone half is in the Surrogate category.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** JSON Pointer (RFC 6901) of one more step. */
const step = (at: string, key: string | number) =>
  `${at}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Every string in `value` (object keys included) that is not well-formed text, by its pointer. */
export function illFormedText(value: unknown, at = ''): FieldError[] {
  if (typeof value === 'string') {
    return LONE_SURROGATE.test(value)
      ? [
          {
            pointer: at || '/',
            detail: `${at || 'The body'} is not well-formed text (it holds a lone surrogate)`,
          },
        ]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => illFormedText(item, step(at, i)));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...illFormedText(key, step(at, key)),
      ...illFormedText(item, step(at, key)),
    ]);
  }
  return [];
}
