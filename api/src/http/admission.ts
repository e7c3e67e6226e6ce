import type { Request, RequestHandler, Response } from 'express';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { clientIp } from '../identity/rate-limits';
import { problem, UNAVAILABLE_MESSAGE } from './problem';
import { bearerToken } from './route';

/**
 * Admission control for write work (issue 39). A process admits as many writes as it can run
 * now and queues a few; past that, or while its event loop is already late (the host has
 * less CPU than the queue needs), it answers 503 at once with a jittered Retry-After, so
 * retrying clients spread out instead of piling up behind answers already given. A queued
 * request whose caller has gone, or which its deadline answered (503) while it waited, is
 * dropped before it starts: it never reaches the database. One caller (an access token, or
 * an address when signed out) holds a bounded share, so one customer's retries cannot fill
 * the queue. Node's own event-loop histogram measures lateness, as `under-pressure` does.
 */
export interface AdmissionLimits {
  /** Writes running at once. */
  running: number;
  /** Writes waiting for a turn. */
  queued: number;
  /** One caller's writes running or waiting. */
  perCaller: number;
  /** Event-loop delay (ms) past which new writes are shed. */
  maxLoopDelayMs: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  running: 32,
  queued: 64,
  perCaller: 8,
  maxLoopDelayMs: 1_000,
};

/** Retry-After of a shed request: 1 to this many seconds, at random. */
export const SHED_RETRY_MAX_SECONDS = 5;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AdmissionSignals {
  /** How late the event loop runs now (ms). */
  loopDelayMs(): number;
  /** In [0, 1): spreads the retries. */
  random(): number;
}

export function admission(limits: AdmissionLimits, signals: AdmissionSignals): RequestHandler {
  let running = 0;
  const waiting: { start: () => void }[] = [];
  const perCaller = new Map<string, number>();

  const shed = (res: Response) => {
    const seconds = 1 + Math.floor(signals.random() * SHED_RETRY_MAX_SECONDS);
    res
      .status(503)
      .setHeader('Retry-After', String(seconds))
      .type('application/problem+json')
      .json(problem(503, UNAVAILABLE_MESSAGE));
  };
  const gone = (req: Request, res: Response) => res.headersSent || req.socket.destroyed;
  const pump = () => {
    while (running < limits.running && waiting.length > 0) waiting.shift()?.start();
  };

  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const caller = bearerToken(req) ?? `ip:${clientIp(req)}`;
    const mine = perCaller.get(caller) ?? 0;
    const full = running >= limits.running && waiting.length >= limits.queued;
    if (full || mine >= limits.perCaller || signals.loopDelayMs() > limits.maxLoopDelayMs) {
      return shed(res);
    }
    perCaller.set(caller, mine + 1);
    let runs = false;
    const entry = {
      start: () => {
        if (gone(req, res)) return;
        runs = true;
        running += 1;
        next();
      },
    };
    res.once('close', () => {
      const left = (perCaller.get(caller) ?? 1) - 1;
      if (left === 0) perCaller.delete(caller);
      else perCaller.set(caller, left);
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting.splice(at, 1);
      if (runs) running -= 1;
      pump();
    });
    if (running < limits.running && waiting.length === 0) entry.start();
    else waiting.push(entry);
  };
}

/** The event loop's lateness, sampled by Node (perf_hooks) over the last half second. */
export function eventLoopDelay(): { loopDelayMs(): number; stop(): void } {
  const resolutionMs = 20;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let latest = 0;
  const timer = setInterval(() => {
    // Each sample is the sampling timer's whole interval: lateness is what exceeds it.
    latest = Number.isNaN(histogram.mean) ? 0 : Math.max(0, histogram.mean / 1e6 - resolutionMs);
    histogram.reset();
  }, 500);
  timer.unref();
  return {
    loopDelayMs: () => latest,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
