import type { RequestHandler } from 'express';
import { loggedUrl } from '../observability/request-logging';
import { sendUnavailable } from './problem';

export interface DeadlineLog {
  warn(obj: object, msg: string): void;
}

/**
 * No request waits longer than `ms` for its answer (REQUEST_DEADLINE_MS): past it, the caller
 * gets 503 with Retry-After, as while the database is down, instead of an open-ended wait on
 * a stopped or unreachable database. The handler may still finish; what it answers then is
 * dropped. A write cut off this way either committed or did not: retrying it with the same
 * Idempotency-Key gives the one order either way. Image uploads stream their bytes at the
 * client's pace and are left alone.
 */
export function requestDeadline(ms: number, log: DeadlineLog): RequestHandler {
  return (req, res, next) => {
    if (req.is(['image/*', 'application/octet-stream'])) {
      next();
      return;
    }
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      log.warn(
        { method: req.method, url: loggedUrl(req.originalUrl), deadlineMs: ms },
        'request deadline passed',
      );
      sendUnavailable(res);
    }, ms);
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
