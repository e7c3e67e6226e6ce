import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { Notifier } from '../notifications/notifier';
import type { Logger } from '../observability/logger';
import { receiptLinks } from '../receipt-links/receipt-links';
import {
  customerOrderPlacedReactor,
  customerOrderReactor,
  restaurantNewOrderReactor,
} from './order-reactors';
import { runReactor } from './reactor-loop';

export interface NotificationReactorOptions {
  /** The PII-decrypting store: the customer's phone is personal data. */
  store: EventStore;
  pool: pg.Pool;
  notifier: Notifier;
  log: Logger;
  /** Where users reach the app: the confirmation links to the receipt there. */
  publicUrl: string;
  /** Signs the ready text's receipt link (issue 31); unset: the text carries none. */
  receiptLinkSecret?: string;
  retryMs?: number;
  sendAttempts?: number;
}

export interface NotificationReactors {
  /** Lets a send in flight finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Order notifications, each reactor from its own checkpoint (tables in reactorMigrations).
 * Safe in several processes at once: a message is sent by whichever gets its key first.
 */
export function startNotificationReactors(opts: NotificationReactorOptions): NotificationReactors {
  const stopping = new AbortController();
  const deps = {
    pool: opts.pool,
    store: opts.store,
    notifier: opts.notifier,
    log: opts.log.child({ component: 'reactors' }),
    retryMs: opts.retryMs ?? 1000,
    sendAttempts: opts.sendAttempts ?? 5,
  };
  const running = [
    restaurantNewOrderReactor(opts.store),
    customerOrderPlacedReactor(opts.store, opts.publicUrl),
    customerOrderReactor(
      opts.store,
      opts.receiptLinkSecret ? receiptLinks(opts.receiptLinkSecret, opts.publicUrl) : undefined,
    ),
  ].map((reactor) => runReactor(reactor, deps, stopping.signal));
  return {
    async stop() {
      stopping.abort();
      await Promise.all(running);
    },
  };
}
