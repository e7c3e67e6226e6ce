import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: on a two-core machine every file ran
    // one after another, while most server files wait on Postgres rather than the CPU.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['projections/src/**/*.test.ts', 'api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': new URL('./web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
