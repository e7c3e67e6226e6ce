import type { PostgresEventStore } from '@pickup/api/eventstore/postgres';
import type { AccessTokens } from '@pickup/api/security/tokens';
import { verifiedCustomer } from '../bench-sockets';

/**
 * `count` customer accounts with verified phones (appended `batch` at a time), as the
 * Authorization headers that place orders as them.
 */
export async function customerBearers(
  store: PostgresEventStore,
  tokens: AccessTokens,
  count: number,
  batch: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < count; from += batch) {
    const n = Math.min(batch, count - from);
    ids.push(
      ...(await Promise.all(
        Array.from({ length: n }, (_, j) => verifiedCustomer(store, from + j)),
      )),
    );
  }
  return Promise.all(
    ids.map(
      async (userId) =>
        `Bearer ${(await tokens.sign({ userId, role: 'customer', mustChangePassword: false })).token}`,
    ),
  );
}
