import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import { generateWorkload } from '../../../scripts/bench/workload';
import { usersProjection } from '@pickup/projections/identity/users';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { runRebuild, selectProjections } from './rebuild-cli';
import { appendWorkload, storeUnderTest, type StoreUnderTest } from './test-store';

let t: StoreUnderTest;
const projections = [usersProjection, auditLogProjection];

function output() {
  const lines: string[] = [];
  return { lines, out: { isTTY: false, write: (text: string) => lines.push(text) } };
}

beforeAll(async () => {
  t = await storeUnderTest();
  const { checkpoint } = await appendWorkload(t.store, generateWorkload({ events: 1500, seed: 5 }));
  const live = new ProjectionRunner({ pool: t.db.pool, store: t.store, projections, retryMs: 50 });
  await live.start();
  expect(await live.waitFor(checkpoint, undefined, 60_000)).toBe(true);
  await live.stop();
});
afterAll(async () => {
  await t.close();
});

const db = () => ({ pool: t.db.pool, store: t.store, where: 'test', close: async () => {} });

describe('npm run rebuild', () => {
  it('names projections or all, and says which names it does not know', () => {
    expect(selectProjections(['all'], projections)).toEqual(projections);
    expect(selectProjections(['audit_log'], projections)).toEqual([auditLogProjection]);
    expect(selectProjections(['users,audit_log'], projections)).toEqual(projections);
    expect(selectProjections(['nope'], projections)).toBe(
      'Unknown projection nope. Known: users, audit_log, or all',
    );
    expect(selectProjections([], projections)).toMatch(/^Usage/);
  });

  it('shows progress a line per 10% without a terminal, verifies, and exits 0 when identical', async () => {
    const { lines, out } = output();
    expect(await runRebuild(db(), [auditLogProjection], out, 100)).toBe(0);
    const bars = lines.filter((l) => l.startsWith('audit_log ['));
    expect(bars.length).toBeGreaterThanOrEqual(5);
    expect(bars.length).toBeLessThanOrEqual(13);
    expect(bars.at(-1)).toMatch(/\[#{30}\] 100% /);
    expect(lines.at(-1)).toMatch(/^✔ audit_log: rebuilt to \S+, identical to the previous rows\n$/);
  });

  it('exits 1 and names the table when the rebuilt rows differ from the previous ones', async () => {
    await t.db.pool.query(
      `INSERT INTO rm_audit_log.audit_log (stream, version, position, event_id, stream_kind, type,
         at, summary) VALUES ('order-x', 0, '0', 'e', 'order', 'Forged', now(), 'not from an event')`,
    );
    const { lines, out } = output();
    expect(await runRebuild(db(), projections, out)).toBe(1);
    expect(lines).toContain('✘ audit_log: rebuilt, but the rows differ from the previous ones:\n');
    expect(lines).toContain(
      '  audit_log: 1 rows only in the old tables, 0 only in the rebuilt ones\n',
    );
    expect(lines.some((l) => l.startsWith('✔ users: rebuilt'))).toBe(true);
  });
});
