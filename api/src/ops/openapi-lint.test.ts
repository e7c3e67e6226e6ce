import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

/** Redocly's recommended rules on the served document, offline (no telemetry, no update check). */
async function lint(document: unknown): Promise<LintReport> {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = promisify(execFile);
    const output = await run(
      process.execPath,
      [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '500'],
      {
        // In an empty folder, so no redocly.yaml of ours or a parent's is picked up.
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    return JSON.parse(output.stdout) as LintReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Operations = Record<string, { responses: Record<string, { content?: unknown }> }>;

let server: RunningServer;
beforeAll(async () => {
  server = await startRunningServer();
});
afterAll(() => server.close());

it('the served OpenAPI document passes redocly lint with the recommended rules', async () => {
  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  const report = await lint(document);
  const errors = report.problems.filter((p) => p.severity === 'error');
  const warnings = report.problems.filter((p) => p.severity === 'warn');
  expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  // Every success but 204 describes its body, whatever the method: a read model's view, a
  // shared acknowledgement or checkpoint, image bytes.
  const paths = (document as { paths: Record<string, Operations> }).paths;
  const undescribed = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      Object.entries(op.responses)
        .filter(([code, r]) => code.startsWith('2') && code !== '204' && !r.content)
        .map(([code]) => `${method.toUpperCase()} ${path} ${code}`),
    ),
  );
  expect(undescribed).toEqual([]);
  // The one warning left: the project has chosen no licence, and the document does not invent one.
  expect(warnings.map((p) => p.ruleId)).toEqual(['info-license']);
});
