import type { RunnerLog } from '@pickup/projections/runner/projection';
import type { Logger } from './logger';

/** The projection runner logs `(message, meta)`; pino takes `(meta, message)`. */
export function runnerLog(log: Logger): RunnerLog {
  const child = log.child({ component: 'projections' });
  return {
    info: (msg, meta) => child.info(meta ?? {}, msg),
    warn: (msg, meta) => child.warn(meta ?? {}, msg),
    error: (msg, meta) => child.error(meta ?? {}, msg),
  };
}
