import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const server = {
  environment: 'node' as const,
  // Bounds for a stuck test, not for speed: on a two-core machine with every core busy
  // elsewhere, a signed-in journey (password hashing, proof of work) took 30 s.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * The process-level tests, `npm run test:ops` (not `npm test`): each spawns the app or a
 * script, starts a Postgres of its own or kills processes, which takes minutes a developer's
 * loop need not pay on every change.
 */
const OPS = [
  'api/src/http/hostile-input.test.ts',
  'scripts/start.test.ts',
  'scripts/production-config.test.ts',
  'api/src/faults/graceful-shutdown.test.ts',
  'api/src/faults/database-faults.test.ts',
  'api/src/reactors/restart.test.ts',
  'scripts/create-admin.test.ts',
  'api/src/security/data-at-rest.test.ts',
  'api/src/db/embedded.test.ts',
  'api/src/db/embedded-placement.test.ts',
  'scripts/compose.test.ts',
];

/**
 * Ops files that run after all the others, on their own: they hold transactions open for
 * seconds, and an open transaction anywhere on the Postgres server holds back the horizon
 * below which every test database's events are final, stalling other files' projections.
 */
const OPS_ALONE = ['api/src/audit/replay-equivalence.test.ts'];

export default defineConfig({
  test: {
    // The root's, so that every project shares one Postgres and one migrated template.
    globalSetup: ['api/test/global-setup.ts'],
    // Vitest's default is one worker fewer than cores: on a two-core machine every file ran
    // one after another, while most server files wait on Postgres rather than the CPU.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          // Pure code, no mocks or module state: one module graph for all its files, not one
          // per file (importing took three times as long as the tests).
          isolate: false,
          testTimeout: 30_000,
          include: ['domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          ...server,
          include: ['projections/src/**/*.test.ts', 'api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...OPS, ...OPS_ALONE, '**/node_modules/**'],
        },
      },
      { test: { name: 'ops', ...server, include: OPS } },
      {
        test: { name: 'ops-alone', ...server, include: OPS_ALONE, sequence: { groupOrder: 1 } },
      },
      {
        resolve: { alias: { '@': new URL('./web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          setupFiles: ['web/src/testing/setup.ts'],
          // As for the server: a bound for a stuck test, not for speed.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
