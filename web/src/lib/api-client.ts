import type { FieldError } from '@pickup/domain/shared/errors';
import type { SignedInView } from '@pickup/projections/identity/contract';
import { authTokens } from './auth-tokens';
import { takePrefetched } from './prefetched';

export type { FieldError };

/** A non-OK response. The message is "{status}: {server message or status text}" (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly errors: FieldError[] = [],
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/** Spec §8: an auth error mentions Unauthorized/Forbidden or starts with 401/403. */
export function isAuthError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { message } = error;
  return (
    message.includes('Unauthorized') ||
    message.includes('Forbidden') ||
    message.startsWith('401') ||
    message.startsWith('403')
  );
}

/** The server's own words when it sent them, for toasts that show "the server message". */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Auth calls (login, register, refresh, logout) must not trigger a refresh on 401. */
  refreshOnUnauthorized?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a placed order. */
  headers?: Record<string, string>;
};

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = '';
  let errors: FieldError[] = [];
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      if ('message' in body && typeof body.message === 'string') message = body.message;
      if ('errors' in body && Array.isArray(body.errors)) errors = body.errors as FieldError[];
    }
  } catch {
    message = text.trim();
  }
  return new ApiError(response.status, message || response.statusText || 'Request failed', errors);
}

function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = authTokens.access();
  if (token) headers.Authorization = `Bearer ${token}`;
  // index.html's prefetch is the same GET, with the same token or none.
  const prefetched = method === 'GET' ? takePrefetched(path, token) : undefined;
  if (prefetched) return prefetched;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Refresh tokens rotate and a reused one revokes the whole family, so concurrent 401s must
 * share one refresh call.
 */
let refreshing: Promise<boolean> | null = null;

function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = authTokens.refresh();
    if (!refreshToken) {
      authTokens.clear();
      return false;
    }
    try {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) throw await toApiError(response);
      const { tokens } = (await response.json()) as SignedInView;
      authTokens.store(tokens);
      return true;
    } catch {
      authTokens.clear();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The OK response itself (after the one refresh-and-retry), for callers that read headers. */
async function respond(method: string, path: string, options: RequestOptions): Promise<Response> {
  let response = await send(method, path, options);
  if (response.status === 401 && options.refreshOnUnauthorized !== false) {
    if (await refreshSession()) response = await send(method, path, options);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await respond(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  /** A GET whose headers matter too (a download's file name). */
  getResponse: (path: string, options: RequestOptions = {}) => respond('GET', path, options),
  /** A POST whose headers matter too (a download asked for with a password). */
  postResponse: (path: string, body: unknown, options: RequestOptions = {}) =>
    respond('POST', path, { ...options, body }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
