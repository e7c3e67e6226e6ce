import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';
import { httpRequestDuration } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Query parameters that carry a credential: reset-token, code, signature, X-Amz-Signature… */
const SECRET_PARAM = /token|code|sig|secret|password|key|credential/i;

/**
 * `url` as it may be logged: the values of credential-like query parameters are replaced, so
 * that a password-reset link (`/auth?reset-token=…`) or a signed upload URL opened by anyone
 * leaves nothing usable in the logs. Unparseable query strings are dropped whole.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  try {
    const params = new URLSearchParams(url.slice(at + 1));
    for (const name of new Set(params.keys())) {
      if (SECRET_PARAM.test(name)) params.set(name, 'redacted');
    }
    const query = params.toString();
    return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
  } catch {
    return url.slice(0, at);
  }
}

/** A caller's id is kept when it is short and plain; otherwise we make our own. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(req: Request): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * Gives every request an id (echoed in `x-request-id`, available as `req.id` and as the
 * correlation id of the commands it causes) and logs one line when it finishes.
 */
export function requestLogging(log: Logger): RequestHandler {
  const http = pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const id = requestId(req as Request);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => http(req, res, next);
}

/**
 * Labels by the matched route pattern (never the raw URL, which would explode the label
 * set); requests that matched no route are grouped by what served them.
 */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpRequestDuration.startTimer();
    res.on('finish', () => {
      end({ method: req.method, route: routeLabel(req), status: String(res.statusCode) });
    });
    next();
  };
}

function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') return 'unmatched /api';
  return 'web';
}
