import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { webBuildNeeded } from './web-build';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A checkout with a web source and a complete build, each at the given time (seconds). */
function checkout(sourceAt: number, builtAt: number) {
  root = mkdtempSync(join(tmpdir(), 'pickup-web-build-'));
  mkdirSync(join(root, 'web/src/features'), { recursive: true });
  mkdirSync(join(root, 'web/dist'), { recursive: true });
  mkdirSync(join(root, 'web/dist-server'), { recursive: true });
  const source = join(root, 'web/src/features/page.tsx');
  writeFileSync(source, 'export {}');
  writeFileSync(join(root, 'web/dist/index.html'), '<!doctype html>');
  writeFileSync(join(root, 'web/dist-server/entry.js'), '');
  for (const dir of ['web/src/features', 'web/src', 'web']) utimesSync(join(root, dir), 1, 1);
  utimesSync(source, sourceAt, sourceAt);
  utimesSync(join(root, 'web/dist/index.html'), builtAt, builtAt);
  return join(root, 'web/dist');
}

it('builds the web app at the first start', () => {
  const dist = checkout(100, 200);
  rmSync(join(dist, 'index.html'));
  expect(webBuildNeeded(dist, root)).toBe('first start only');
});

it('rebuilds when a source was edited after the last build', () => {
  expect(webBuildNeeded(checkout(300, 200), root)).toBe('its sources changed since the last build');
});

it('keeps a build newer than every source', () => {
  expect(webBuildNeeded(checkout(100, 200), root)).toBeNull();
});
