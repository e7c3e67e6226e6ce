import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { ConcurrencyError, DomainError, type FieldError } from '@pickup/domain/shared/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { loggedUrl } from '../observability/request-logging';
import { TOO_DEEP_MESSAGE } from './json-depth';

/** RFC 9457 problem details, with `message` equal to `detail` (the web shows it). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  errors?: readonly FieldError[];
  [extra: string]: unknown;
}

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
  rate_limited: 429,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(
  status: number,
  detail: string,
  extra: Record<string, unknown> = {},
): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    message: detail,
    ...extra,
  };
}

/** zod issues → `[{ pointer: '/field/0', detail }]`, keeping the schema's own messages. */
export function fieldErrors(error: z.ZodError, root = ''): FieldError[] {
  return error.issues.map((issue) => ({
    pointer: `${root}/${issue.path.map(String).join('/')}`.replace(/\/$/, '') || '/',
    detail: issue.message,
  }));
}

/** The answer while the database is unavailable, and when a request outlives its deadline. */
export const UNAVAILABLE_MESSAGE =
  'Pickup is unavailable for a moment. Please try again in a few seconds.';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 3;

/** 503 with Retry-After: nothing the caller did wrong, and the same request may succeed later. */
export function sendUnavailable(res: Response): void {
  res
    .status(503)
    .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('application/problem+json')
    .json(problem(503, UNAVAILABLE_MESSAGE));
}

export function validationProblem(errors: readonly FieldError[]): Problem {
  return problem(400, errors[0]?.detail ?? 'Invalid request', { errors });
}

function toProblem(err: unknown): Problem | undefined {
  if (err instanceof DomainError) {
    const status = STATUS_BY_KIND[err.kind];
    return err.errors.length > 0
      ? problem(status, err.message, { ...err.extra, errors: err.errors })
      : problem(status, err.message, err.extra);
  }
  if (err instanceof ConcurrencyError) {
    return problem(409, 'This was changed by someone else at the same time. Please try again.');
  }
  if (err instanceof z.ZodError) return validationProblem(fieldErrors(err));
  // body-parser, router (undecodable path) and static-file errors carry an HTTP status
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const status = Number((err as { status: unknown }).status);
    const type = 'type' in err ? String((err as { type: unknown }).type) : '';
    if (type === 'entity.parse.failed') return problem(400, 'The request body is not valid JSON');
    if (type === 'entity.too.large') return problem(413, 'The request body is too large');
    if (type === 'entity.too.deep') return problem(400, TOO_DEEP_MESSAGE);
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return problem(415, 'The request body encoding is not supported');
    }
    if (err instanceof URIError) return problem(400, 'The request path is not valid');
    if (status >= 400 && status < 500) return problem(status, TITLES[status] ?? 'Bad request');
  }
  return undefined;
}

export interface ErrorLogger {
  error(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

/** The one error middleware: every failure becomes application/problem+json. */
export function problemMiddleware(log: ErrorLogger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (isDatabaseUnavailable(err)) {
      log.warn?.(
        { err, method: req.method, url: loggedUrl(req.originalUrl) },
        'database unavailable',
      );
      if (!res.headersSent) sendUnavailable(res);
      return;
    }
    const known = toProblem(err);
    const body = known ?? problem(500, 'Something went wrong');
    // A handler answering after its request's deadline did (http/deadline.ts) is no fault.
    const late = res.headersSent && (err as { code?: unknown }).code === 'ERR_HTTP_HEADERS_SENT';
    if (!known && !late)
      log.error({ err, method: req.method, url: loggedUrl(req.originalUrl) }, 'unhandled error');
    if (res.headersSent) return;
    res.status(body.status).type('application/problem+json').json(body);
  };
}

export const notFoundApi: RequestHandler = (req, res) => {
  res
    .status(404)
    .type('application/problem+json')
    .json(problem(404, `No route for ${req.method} ${req.baseUrl}${req.path}`));
};
