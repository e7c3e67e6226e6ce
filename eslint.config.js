import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

/**
 * Inside the web app, as in bulletproof-react: a feature imports no other feature (the app's
 * routes compose them), and the shared folders import neither features nor the app.
 */
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'features do not import each other: share through src/components or src/lib, or compose in src/app',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'the app imports features, not the other way round',
  },
  {
    target: ['./web/src/components', './web/src/config', './web/src/lib', './web/src/types'],
    from: ['./web/src/features', './web/src/app'],
    message: 'shared code imports neither features nor the app',
  },
];

/** Import boundaries (DESIGN.md "Folders"): lint errors, not wishes. */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './domain',
          from: ['./projections', './api', './web', './scripts'],
          message: 'domain imports nothing of ours',
        },
        {
          target: './projections',
          from: ['./api', './web', './scripts'],
          message: 'projections may import domain only',
        },
        {
          target: './api',
          from: ['./web', './scripts'],
          // The generated event logs the replay and rebuild tests share with the benchmarks.
          except: ['./bench/workload.ts', './bench/workload-catalog.ts'],
          message: 'api may import domain and projections only',
        },
        {
          // Projections: types only, checked by @typescript-eslint/no-restricted-imports below.
          target: './web',
          from: ['./api', './scripts'],
          message: 'web may import domain, and types from projections, only',
        },
        ...webZones,
      ],
    },
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@pickup/api', '@pickup/api/*'],
          message: 'only scripts may import the api package',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pickup/*'], message: 'domain imports nothing of ours' },
            { group: ['node:*', 'pg', 'express'], message: 'domain is pure: no I/O' },
          ],
        },
      ],
    },
  },
  {
    files: ['projections/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pickup/api', '@pickup/api/*', '@pickup/web', '@pickup/web/*'],
              message: 'projections may import domain only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // web's tsconfig maps `@/*` to src: the zones then see `@/features/...` too.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./web/tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pickup/api', '@pickup/api/*'],
              message: 'web may import domain, and types from projections, only',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Read models' contracts (DESIGN "Contracts"): their types, never their code.
              group: ['@pickup/projections', '@pickup/projections/*', '**/projections/*'],
              allowTypeImports: true,
              message: 'web may import only types from projections',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be a
    // destructuring pattern even when there are none.
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pickup/web', '@pickup/web/*'],
              message: 'api may import domain and projections only',
            },
          ],
        },
      ],
    },
  },
);
