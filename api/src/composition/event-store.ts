import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { Config } from '../config';
import { EventStoreDbEventStore } from '../eventstore/esdb';
import { createPostgresEventStore } from '../eventstore/postgres';
import { identityPiiFields } from '../identity/pii-fields';
import type { Logger } from '../observability/logger';
import { recordSubscriptionError } from '../observability/metrics';
import { keyringOf } from '../security/master-keys';
import { createPii } from '../security/pii';
import { withPiiEncryption } from '../security/pii-event-store';
import { createUserKeys } from '../security/user-keys';
import { supportPiiFields } from '../support/pii-fields';

/**
 * The event store the composition root builds: Postgres's (on `pool`), or EventStoreDB's
 * when EVENTSTORE_URL is set; `store` encrypts personal data per user on the way in and
 * decrypts it on the way out, so projections and deciders see it in the clear.
 */
export function openEventStore(config: Config, pool: pg.Pool, log: Logger) {
  const rawStore = createEventStore(config, pool, log);
  const keyring = keyringOf(config);
  const pii = createPii(createUserKeys(pool, keyring));
  const store = withPiiEncryption(rawStore, pii, { ...identityPiiFields, ...supportPiiFields });
  return { rawStore, store, pii, keyring };
}

function createEventStore(
  config: Config,
  pool: pg.Pool,
  log: Logger,
): EventStore & { close(): Promise<void> } {
  if (!config.EVENTSTORE_URL) return createPostgresEventStore(pool);
  return new EventStoreDbEventStore(config.EVENTSTORE_URL, {
    onSubscriptionError(err, fatal) {
      recordSubscriptionError(fatal);
      if (fatal) log.error({ err }, 'EventStoreDB subscription failed for good; not retrying');
      else log.warn({ err }, 'EventStoreDB subscription failed; resubscribing');
    },
  });
}
