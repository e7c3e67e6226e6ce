import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
};
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

/**
 * Replaces `fetch` with a tiny server: routes are "METHOD /path" (query ignored). Unknown
 * routes answer 404 problem+json, like the real API.
 */
export function fakeServer(routes: Record<string, Handler>): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const reply: Reply = !handler
      ? { status: 404, body: { title: 'Not Found', message: 'Not found' } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: {
        'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
        ...reply.headers,
      },
    });
  });
}

/** A request that never answers, to see loading states. */
export const never = (): Promise<Reply> => new Promise(() => {});
