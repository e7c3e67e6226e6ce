/**
 * `npm run bench:web`: Lighthouse (Debian chromium) on the landing page and a restaurant page,
 * mobile and desktop, against `npm start` on a fresh database with the demo data and a
 * restaurant with a menu. Targets: performance ≥ 0.9 on mobile, accessibility 1.0. The last
 * line is one JSON object with every figure. BENCH_WEB_REPORTS=<dir> also keeps each full
 * Lighthouse report (JSON) there, for reading the LCP element, unused JS and main-thread work.
 * It also counts the landing page's initial JavaScript: every script the page fetches until
 * the network is idle after hydration, without any interaction, each gzipped at level 9
 * (budget: 200 KB). BENCH_WEB_ONLY_JS=1 counts that alone, without Lighthouse.
 * The owner's dashboard and kitchen board are timed on a fresh desktop browser signed in as
 * the demo owner (tokens stored, nothing cached): navigation to the board's content, the
 * median of three (target 1.5 s).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../web/e2e/support/env';
import { OWNER_EMAIL, seedFixture, signIn } from '../web/e2e/support/fixture';
import { startServer } from '../web/e2e/support/server';

type FormFactor = 'mobile' | 'desktop';

type Figures = {
  page: string;
  formFactor: FormFactor;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
};

const round = (n: number | null | undefined, digits: number) =>
  n === null || n === undefined ? null : Number(n.toFixed(digits));

async function audit(url: string, page: string, formFactor: FormFactor): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const reports = process.env.BENCH_WEB_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${page}-${formFactor}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    return {
      page,
      formFactor,
      performance: categories.performance?.score ?? null,
      accessibility: categories.accessibility?.score ?? null,
      lcpMs: round(audits['largest-contentful-paint']?.numericValue, 0),
      tbtMs: round(audits['total-blocking-time']?.numericValue, 0),
      cls: round(audits['cumulative-layout-shift']?.numericValue, 3),
    };
  } finally {
    chrome.kill();
  }
}

const LANDING_JS_BUDGET_KB = 200;

type InitialScripts = { scripts: number; kbGzipped: number; kbTransferred: number };

/**
 * The scripts a visitor's browser fetches for `url` before any interaction: the page's own,
 * the preloads it releases after the first paint and the chunks hydration imports.
 */
async function initialScripts(url: string): Promise<InitialScripts> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ gzipped: number; transferred: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          gzipped: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies);
    const kb = (bytes: number) => round(bytes / 1024, 1) ?? 0;
    return {
      scripts: sizes.length,
      kbGzipped: kb(sizes.reduce((sum, s) => sum + s.gzipped, 0)),
      kbTransferred: kb(sizes.reduce((sum, s) => sum + s.transferred, 0)),
    };
  } finally {
    await browser.close();
  }
}

const STAFF_CONTENT_MS = 1500;

type StaffFigures = { page: string; contentMs: number; runsMs: number[] };

/** Navigation start to the board's content (its columns, or its empty state). */
async function staffContent(url: string, page: string, accessToken: string): Promise<StaffFigures> {
  const runsMs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const store = `localStorage.setItem('access_token', ${JSON.stringify(accessToken)})`;
      await context.addInitScript({ content: store });
      const tab = await context.newPage();
      await tab.goto(url, { waitUntil: 'commit' });
      await tab
        .getByRole('heading', { level: 2, name: 'New' })
        .or(tab.getByText('No active orders'))
        .first()
        .waitFor();
      runsMs.push(Math.round(await tab.evaluate(() => performance.now())));
    } finally {
      await browser.close();
    }
  }
  const contentMs = [...runsMs].sort((a, b) => a - b)[1] ?? Infinity;
  return { page, contentMs, runsMs };
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Skipping: no Debian chromium at ${CHROMIUM}`);
    console.log(JSON.stringify({ skipped: `no chromium at ${CHROMIUM}` }));
    return;
  }
  console.log('Building the web app and starting Pickup on a fresh database…');
  const server = await startServer();
  const figures: Figures[] = [];
  const staff: StaffFigures[] = [];
  let landingJs: InitialScripts | undefined;
  try {
    const { restaurantId } = await seedFixture(server.url);
    landingJs = await initialScripts(`${server.url}/`);
    console.log(
      `landing initial JS: ${landingJs.kbGzipped} KB gzipped in ${landingJs.scripts} scripts ` +
        `(${landingJs.kbTransferred} KB transferred; budget ${LANDING_JS_BUDGET_KB} KB)`,
    );
    const pages = { landing: '/', restaurant: `/restaurants/${restaurantId}` };
    const audited = process.env.BENCH_WEB_ONLY_JS === '1' ? {} : pages;
    for (const [page, path] of Object.entries(audited)) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const f = await audit(`${server.url}${path}`, page, formFactor);
        figures.push(f);
        console.log(
          `${page.padEnd(10)} ${formFactor.padEnd(7)} performance ${f.performance} ` +
            `accessibility ${f.accessibility}  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  CLS ${f.cls}`,
        );
      }
    }
    if (process.env.BENCH_WEB_ONLY_JS !== '1') {
      const token = await signIn(server.url, OWNER_EMAIL);
      const staffPages = {
        'owner-dashboard': `/owner-dashboard?restaurant=${restaurantId}`,
        kitchen: `/kitchen/${restaurantId}`,
      };
      for (const [page, path] of Object.entries(staffPages)) {
        const f = await staffContent(`${server.url}${path}`, page, token);
        staff.push(f);
        console.log(`${page.padEnd(16)} content ${f.contentMs} ms (runs ${f.runsMs.join(', ')})`);
      }
    }
  } finally {
    await server.stop();
  }
  const mobile = figures.filter((f) => f.formFactor === 'mobile');
  const targetsMet =
    mobile.every((f) => (f.performance ?? 0) >= 0.9) &&
    figures.every((f) => f.accessibility === 1) &&
    (landingJs?.kbGzipped ?? Infinity) <= LANDING_JS_BUDGET_KB &&
    staff.every((f) => f.contentMs <= STAFF_CONTENT_MS);
  console.log(
    JSON.stringify({
      targets: {
        mobilePerformance: 0.9,
        accessibility: 1,
        landingJsKbGzipped: LANDING_JS_BUDGET_KB,
        staffContentMs: STAFF_CONTENT_MS,
      },
      targetsMet,
      landingJs,
      figures,
      staff,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
