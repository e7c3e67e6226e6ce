import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { DisplayLink } from '@pickup/projections/lobby/contract';
import type { Migration } from '../db/migrate';
import { TOKEN_CUTOFF_CHANNEL } from '../security/token-cutoffs';

/**
 * Lobby display links (issue 31): a credential, like a refresh token, so kept in its own
 * table rather than on an event stream. The token is 128 random bits; revoking one deletes
 * nothing but sets `revoked_at`, and closes the link's open sockets through the token
 * cutoff channel (the gateway names a display socket's user `display:{id}`).
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
];

/** What a live display link opens. */
export interface OpenDisplay {
  id: string;
  restaurantId: string;
  showNames: boolean;
}

export const displaySocketUser = (linkId: string) => `display:${linkId}`;

interface Row {
  id: string;
  token: string;
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
  now: () => Date = () => new Date(),
): DisplayLinks {
  const url = (token: string) => `${publicUrl.replace(/\/$/, '')}/display/${token}`;
  const view = (row: Row): DisplayLink => ({
    id: row.id,
    restaurantId: row.restaurant_id,
    label: row.label,
    showNames: row.show_names,
    url: url(row.token),
    createdAt: row.created_at.toISOString(),
  });
  const COLUMNS = 'id, token, restaurant_id, label, show_names, created_at';
  return {
    url,
    async create(input) {
      const { rows } = await pool.query<Row>(
        `INSERT INTO display_links (id, token, restaurant_id, label, show_names, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          randomBytes(9).toString('base64url'),
          randomBytes(16).toString('base64url'),
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
      if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM display_links WHERE token = $1 AND revoked_at IS NULL`,
        [token],
      );
      const row = rows[0];
      return row
        ? { id: row.id, restaurantId: row.restaurant_id, showNames: row.show_names }
        : null;
    },
  };
}
