import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { generateMasterKey } from '../security/master-keys';

const PREFETCH = 'window.__prefetch = location.pathname;';
const DROP = 'document.getElementById("root").replaceChildren()';
const SESSION = 'if (localStorage.getItem("access_token")) document.title = "Signed in";';

/** A web build whose pages carry inline scripts, as the real build's do. */
function webDistWithInlineScripts(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-csp-'));
  const head = `<!doctype html><html><head><script>${PREFETCH}</script>`;
  writeFileSync(
    join(dir, 'index.html'),
    `${head}<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(dir, 'landing.html'),
    `${head}</head><body><div id="root"><h1>Pickup</h1></div><script>${DROP}</script>` +
      `<script type="application/json" id="data">{"a":1}</script><script>${SESSION}</script></body></html>`,
  );
  return dir;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A CSP header as directive name → its sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectNoFramingAndNoReferrer(res: Response) {
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers of the running server (development)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startRunningServer({ WEB_DIST: webDistWithInlineScripts() });
  });
  afterAll(() => server.close());

  it("lets a page run exactly its own inline scripts, by hash, and nothing else's", async () => {
    const landing = await fetch(`${server.url}/`);
    expect(await landing.text()).toContain('<h1>Pickup</h1>');
    expectNoFramingAndNoReferrer(landing);
    const csp = directives(landing.headers.get('content-security-policy'));
    expect(csp.get('script-src')?.sort()).toEqual(
      ["'self'", sha256(PREFETCH), sha256(DROP), sha256(SESSION)].sort(),
    );
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);

    const other = await fetch(`${server.url}/owner-dashboard`);
    expect(await other.text()).toContain('<div id="root"></div>');
    expect(directives(other.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
      sha256(PREFETCH),
    ]);
  });

  it('sends the same protections on API answers, with no script allowed inline', async () => {
    for (const path of ['/api/restaurants', '/api/nothing-here', '/healthz']) {
      const res = await fetch(`${server.url}${path}`);
      expectNoFramingAndNoReferrer(res);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('sends no HSTS outside production (plain http on a developer machine)', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(
      directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(false);
  });
});

it('sends HSTS in production', async () => {
  const server = await startRunningServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u',
    DATA_KEY_MASTER_KEY: generateMasterKey(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    SMS_PROVIDER_TOKEN: 'sms-provider-token',
    PUBLIC_URL: 'https://pickup.example',
  });
  try {
    const res = await fetch(`${server.url}/api/restaurants`);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    expectNoFramingAndNoReferrer(res);
  } finally {
    await server.close();
  }
});
