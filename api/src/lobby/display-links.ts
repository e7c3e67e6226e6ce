import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { DisplayLink } from '@pickup/projections/lobby/contract';
import type { Migration } from '../db/migrate';
import { TOKEN_CUTOFF_CHANNEL } from '../security/token-cutoffs';

/**
 * Lobby display links (issue 31): a credential, like a refresh token, so kept in its own
 * table rather than on an event stream. Revoking one deletes nothing but sets `revoked_at`,
 * and closes the link's open sockets through the token cutoff channel (the gateway names a
 * display socket's user `display:{id}`).
 *
 * The table holds no token (issue 39): a link's token is its id (72 random bits) and an HMAC
 * of the id (128 bits) under a key derived from the server's secret, so a copy of the
 * database opens no screen, while the owner's list can still show each link. Links made
 * before keep working through the sha256 of their token, the one thing kept of them.
 */

export const displayLinkMigrations: readonly Migration[] = [
  {
    id: 'ordering/002_display_links',
    sql: `
CREATE TABLE display_links (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  restaurant_id text NOT NULL,
  label text NOT NULL,
  show_names boolean NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX display_links_restaurant ON display_links (restaurant_id) WHERE revoked_at IS NULL;`,
  },
  {
    id: 'ordering/003_display_link_tokens_hashed',
    sql: `
ALTER TABLE display_links ADD COLUMN token_hash bytea UNIQUE;
UPDATE display_links SET token_hash = sha256(convert_to(token, 'UTF8'));
ALTER TABLE display_links DROP COLUMN token;`,
  },
];

/** A token given out before issue 39: 128 random bits, found by its sha256. */
const LEGACY_TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** A token now: the link's id (12 characters), then its tag (22). */
const TOKEN = /^([A-Za-z0-9_-]{12})([A-Za-z0-9_-]{22})$/;

/** What a live display link opens. */
export interface OpenDisplay {
  id: string;
  restaurantId: string;
  showNames: boolean;
}

export const displaySocketUser = (linkId: string) => `display:${linkId}`;

interface Row {
  id: string;
  /** Set for a link made before tokens were derived from ids. */
  token_hash: Buffer | null;
  restaurant_id: string;
  label: string;
  show_names: boolean;
  created_at: Date;
}

export interface DisplayLinks {
  create(input: {
    restaurantId: string;
    label: string;
    showNames: boolean;
    createdBy: string;
  }): Promise<DisplayLink>;
  list(restaurantId: string): Promise<DisplayLink[]>;
  /** The link's restaurant if it exists and is live. */
  restaurantOf(linkId: string): Promise<string | null>;
  /** Revokes and closes the link's sockets at once; false when it was not live. */
  revoke(linkId: string): Promise<boolean>;
  /** The display a token opens, or null for an unknown or revoked one. */
  open(token: string): Promise<OpenDisplay | null>;
  url(token: string): string;
}

export function displayLinks(
  pool: Pick<pg.Pool, 'query'>,
  publicUrl: string,
  secret: string,
  now: () => Date = () => new Date(),
): DisplayLinks {
  const key = createHmac('sha256', secret).update('pickup display links v1').digest();
  const tokenOf = (id: string) =>
    id + createHmac('sha256', key).update(id).digest().subarray(0, 16).toString('base64url');
  const url = (token: string) => `${publicUrl.replace(/\/$/, '')}/display/${token}`;
  const view = (row: Row): DisplayLink => ({
    id: row.id,
    restaurantId: row.restaurant_id,
    label: row.label,
    showNames: row.show_names,
    url: row.token_hash ? null : url(tokenOf(row.id)),
    createdAt: row.created_at.toISOString(),
  });
  const COLUMNS = 'id, token_hash, restaurant_id, label, show_names, created_at';
  return {
    url,
    async create(input) {
      const { rows } = await pool.query<Row>(
        `INSERT INTO display_links (id, restaurant_id, label, show_names, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          randomBytes(9).toString('base64url'),
          input.restaurantId,
          input.label,
          input.showNames,
          input.createdBy,
          now(),
        ],
      );
      return view(rows[0] as Row);
    },
    async list(restaurantId) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM display_links
          WHERE restaurant_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`,
        [restaurantId],
      );
      return rows.map(view);
    },
    async restaurantOf(linkId) {
      const { rows } = await pool.query<{ restaurant_id: string }>(
        `SELECT restaurant_id FROM display_links WHERE id = $1 AND revoked_at IS NULL`,
        [linkId],
      );
      return rows[0]?.restaurant_id ?? null;
    },
    async revoke(linkId) {
      // One statement: the revocation and its notice commit together (NOTIFY is sent on commit).
      const { rows } = await pool.query(
        `WITH gone AS (
           UPDATE display_links SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL
           RETURNING id)
         SELECT pg_notify($3, 'display:' || id) FROM gone`,
        [linkId, now(), TOKEN_CUTOFF_CHANNEL],
      );
      return rows.length > 0;
    },
    async open(token) {
      const derived = TOKEN.exec(token);
      const found = derived
        ? timingSafeEqual(Buffer.from(tokenOf(derived[1] ?? '')), Buffer.from(token))
          ? { where: 'id = $1 AND token_hash IS NULL', value: derived[1] }
          : null
        : LEGACY_TOKEN.test(token)
          ? { where: 'token_hash = $1', value: createHash('sha256').update(token).digest() }
          : null;
      if (!found) return null;
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM display_links WHERE ${found.where} AND revoked_at IS NULL`,
        [found.value],
      );
      const row = rows[0];
      return row
        ? { id: row.id, restaurantId: row.restaurant_id, showNames: row.show_names }
        : null;
    },
  };
}
