/**
 * Errors the domain and command layer raise. The API maps each kind to an HTTP status
 * (see DESIGN.md "Errors"); the message is the text a user sees.
 */
export type DomainErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'rule' // 422
  | 'rate_limited'; // 429

export interface FieldError {
  pointer: string;
  detail: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors: readonly FieldError[] = [],
    /** Further facts for the caller, sent as extra problem fields (e.g. the next free slot). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validation = (message: string, errors: readonly FieldError[] = []) =>
  new DomainError('validation', message, errors);
export const unauthenticated = (message = 'Unauthorized') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const ruleBroken = (message: string) => new DomainError('rule', message);
export const rateLimited = (message = 'Too many attempts, please try again later') =>
  new DomainError('rate_limited', message);

/** Raised by an event store when the expected version does not match. */
export class ConcurrencyError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: string,
    readonly actual: bigint,
  ) {
    super(`Stream ${stream} is at version ${actual}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}
