import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';

type Prerender = {
  renderLanding: () => Promise<string>;
  renderRestaurantShell: () => Promise<string>;
};

/** Emotion renders each style next to its element on the server; the head is where it belongs. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const LANDING_FONT = /^(inter|plus-jakarta-sans)-latin-wght-normal-[\w-]+\.woff2$/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const RESTAURANT_PRELOADS = /<template id="restaurant-preloads">[\s\S]*?<\/template>\s*/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Visitors with a session see another page (or header): their markup goes before painting. */
const DROP_FOR_SESSION =
  '<script>try{if(localStorage.getItem("access_token")!==null||' +
  'localStorage.getItem("refresh_token")!==null)' +
  'document.getElementById("root").replaceChildren()}catch(e){}</script>';

/**
 * `index` with `rendered` in #root and its styles in the head. The styles keep emotion's
 * data-emotion attribute, so the client's style cache adopts them instead of inserting them
 * again. `head` goes at the end of the head, after the styles' place.
 */
function withRendered(
  index: string,
  rendered: string,
  head = '',
  root = '<div id="root">',
): string {
  const styles = rendered.match(EMOTION_STYLE) ?? [];
  // React hoists the page's <title> and description on the client; here they replace
  // index.html's, and leave the body.
  const title = rendered.match(TITLE)?.[0];
  const description = rendered.match(DESCRIPTION)?.[0];
  const markup = rendered.replace(EMOTION_STYLE, '').replace(TITLE, '').replace(DESCRIPTION, '');
  let page = index
    .replace('</head>', `${head}${styles.join('')}</head>`)
    .replace('<div id="root"></div>', `${root}${markup}</div>${DROP_FOR_SESSION}`);
  if (title) page = page.replace(TITLE, title);
  if (description) page = page.replace(DESCRIPTION, description);
  if (!page.includes(markup)) throw new Error('prerender: index.html has no empty #root');
  return page;
}

/**
 * `index` without its modulepreload links, and a <template> holding them: main.tsx releases
 * them once the page has painted. Fetched at once, the app's code would compete with the
 * first paint on a slow phone, which does not need it.
 */
function holdingPreloads(index: string): { page: string; held: string } {
  const preloads = index.match(MODULE_PRELOAD) ?? [];
  const page = index.replace(RESTAURANT_PRELOADS, '').replace(MODULE_PRELOAD, '');
  return { page, held: `<template id="app-preloads">${preloads.join('')}</template>` };
}

/** landing.html (served for `/`): the landing page already rendered, which the app hydrates. */
function landingPage(outDir: string, index: string, rendered: string): string {
  // `/` is not a restaurant page: its chunks have no place here.
  const { page, held } = holdingPreloads(index.replace(RESTAURANT_PRELOADS, ''));
  // Text paints before the web fonts arrive; fetched at once they swap in before the
  // page settles instead of shifting it later.
  const fonts = readdirSync(join(outDir, 'assets'))
    .filter((file) => LANDING_FONT.test(file))
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
    );
  return withRendered(page, rendered, `${fonts.join('')}${held}`);
}

/**
 * restaurant.html (served for `/restaurants/:id`): the page's frame while it loads, which
 * any restaurant page shows. Not the tree the app's first render makes (that has the
 * restaurant's id): the app renders over it instead of adopting it (start.tsx). The page's
 * own chunks are held with the app's.
 */
function restaurantPage(index: string, rendered: string): string {
  const { page, held } = holdingPreloads(index);
  return withRendered(page, rendered, held, '<div id="root" data-frame>');
}

/**
 * Writes landing.html and restaurant.html: index.html with the landing page, and any
 * restaurant page's frame while its data loads, already rendered, so that a phone paints
 * them before the JavaScript has run (the API serves them for `/` and `/restaurants/:id`).
 */
export function prerenderPages(shared: Pick<UserConfig, 'resolve' | 'plugins'>): Plugin {
  let outDir = '';
  return {
    name: 'pickup-prerender-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const ssrDir = mkdtempSync(join(tmpdir(), 'pickup-prerender-'));
      try {
        await build({
          configFile: false,
          logLevel: 'warn',
          ...shared,
          build: {
            ssr: new URL('../src/prerender.tsx', import.meta.url).pathname,
            outDir: ssrDir,
            emptyOutDir: true,
          },
          ssr: { noExternal: true },
        });
        const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
        const { renderLanding, renderRestaurantShell } = (await import(entry)) as Prerender;
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(
          join(outDir, 'landing.html'),
          landingPage(outDir, index, await renderLanding()),
        );
        writeFileSync(
          join(outDir, 'restaurant.html'),
          restaurantPage(index, await renderRestaurantShell()),
        );
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
