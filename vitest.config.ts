import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
