import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { ProjectionRunner } from '@pickup/projections/runner/runner';
import type { RouteRegistrar } from '../app';
import type { CommandBus } from '../commands/bus';
import type { Config } from '../config';
import type { Logger } from '../observability/logger';
import type { Pii } from '../security/pii';
import type { IdentityService } from '../identity/service';
import type { Notifier } from '../notifications/notifier';
import type { ObjectStorage } from '../storage/object-storage';

/** What every feature is built from; the composition root (./root.ts) creates each once. */
export interface Services {
  config: Config;
  log: Logger;
  pool: pg.Pool;
  store: EventStore;
  runner: ProjectionRunner;
  bus: CommandBus;
  pii: Pii;
  notifier: Notifier;
  identity: IdentityService;
  audit: RouteRegistrar;
  /** Uploaded images: local disk, or S3 when configured. */
  storage: ObjectStorage;
  /** The clock fixed counting windows read (StartOptions.limitsNow); unset, each one's own. */
  limitsNow?: () => Date;
}
