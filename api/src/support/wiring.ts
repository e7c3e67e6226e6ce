import type pg from 'pg';
import type { Projection } from '@pickup/projections/runner/projection';
import { messagesOfSender, messagesProjection } from '@pickup/projections/support/messages';
import { captchaMigrations } from '../captcha/migrations';
import type { Migration } from '../db/migrate';
import type { ExportSource } from '../identity/service';
import type { PiiFieldsByEventType } from '../security/pii-event-store';

export const supportMigrations: readonly Migration[] = captchaMigrations;

export const supportProjections: readonly Projection[] = [messagesProjection];

/**
 * What the sender wrote is personal data (issue 17): encrypted under the signed-in sender's
 * key, or under a key of the message's own (see defaultPiiOwner), so both can be shredded.
 */
export const supportPiiFields: PiiFieldsByEventType = {
  MessageReceived: ['name', 'email', 'subject', 'message', 'company'],
};

/** The messages a signed-in user sent, for their data export (issue 17). */
export function messagesExportSource(pool: Pick<pg.Pool, 'query'>): ExportSource {
  return { name: 'messages', load: (userId) => messagesOfSender(pool, userId) };
}
