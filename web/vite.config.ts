import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { stageChunks } from './build/chunks';

type Prerender = { renderLanding: () => Promise<string> };

/** Emotion renders each style next to its element on the server; the head is where it belongs. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const LANDING_FONT = /^(inter|plus-jakarta-sans)-latin-wght-normal-[\w-]+\.woff2$/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const RESTAURANT_PRELOADS = /<template id="restaurant-preloads">[\s\S]*?<\/template>\s*/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * Writes landing.html: index.html with the landing page already rendered in #root and its
 * styles in the head (the API serves it for `/`). The styles keep emotion's data-emotion
 * attribute, so the client's style cache adopts them instead of inserting them again.
 * Visitors with a session see the home page instead, so for them the markup is dropped
 * before the first paint. The app's code is preloaded only after the first paint: main.tsx
 * moves the modulepreload links out of their <template> then.
 */
function prerenderLanding(shared: Pick<UserConfig, 'resolve' | 'plugins'>): Plugin {
  let outDir = '';
  return {
    name: 'pickup-prerender-landing',
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
            ssr: new URL('./src/prerender.tsx', import.meta.url).pathname,
            outDir: ssrDir,
            emptyOutDir: true,
          },
          ssr: { noExternal: true },
        });
        const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
        const { renderLanding } = (await import(entry)) as Prerender;
        const rendered = await renderLanding();
        const styles = rendered.match(EMOTION_STYLE) ?? [];
        // React hoists the page's <title> and description on the client; here they replace
        // index.html's, and leave the body.
        const title = rendered.match(TITLE)?.[0];
        const description = rendered.match(DESCRIPTION)?.[0];
        const markup = rendered
          .replace(EMOTION_STYLE, '')
          .replace(TITLE, '')
          .replace(DESCRIPTION, '');
        // `/` is not a restaurant page: its chunks have no place in landing.html.
        const index = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
          RESTAURANT_PRELOADS,
          '',
        );
        const dropForSession =
          '<script>try{if(localStorage.getItem("access_token")!==null||' +
          'localStorage.getItem("refresh_token")!==null)' +
          'document.getElementById("root").replaceChildren()}catch(e){}</script>';
        const preloads = index.match(MODULE_PRELOAD) ?? [];
        // Text paints before the web fonts arrive; fetched at once they swap in before the
        // page settles instead of shifting it later.
        const fonts = readdirSync(join(outDir, 'assets'))
          .filter((file) => LANDING_FONT.test(file))
          .map(
            (file) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
          );
        let landing = index
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</head>',
            `${fonts.join('')}<template id="app-preloads">${preloads.join('')}</template>` +
              `${styles.join('')}</head>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${markup}</div>${dropForSession}`);
        if (title) landing = landing.replace(TITLE, title);
        if (description) landing = landing.replace(DESCRIPTION, description);
        if (!landing.includes(markup)) throw new Error('prerender: index.html has no empty #root');
        writeFileSync(join(outDir, 'landing.html'), landing);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

const RESTAURANT_CHUNK = /^assets\/restaurant-[\w-]+\.js$/;

/**
 * main.tsx imports the app only after the first paint; the app's chunks are still fetched
 * with the page, as if imported statically. The restaurant page's own chunks wait in a
 * <template> that index.html's inline script releases on that page, so that they arrive with
 * the app's instead of after it has run.
 */
function preloadStartChunk(): Plugin {
  return {
    name: 'pickup-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const start = chunk.dynamicImports.find((file) => /\/start-[\w-]+\.js$/.test(file));
        if (!start) throw new Error('preload: main.tsx no longer imports ./start');
        const files = new Set<string>();
        const visit = (file: string) => {
          const next = bundle[file];
          if (files.has(file) || file === chunk.fileName || !next || next.type !== 'chunk') return;
          files.add(file);
          next.imports.forEach(visit);
        };
        visit(start);
        const preload = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        });
        const shell = new Set(files);
        const restaurant = Object.keys(bundle).find((file) => RESTAURANT_CHUNK.test(file));
        if (!restaurant) throw new Error('preload: no restaurant page chunk');
        visit(restaurant);
        const page = [...files].filter((file) => !shell.has(file));
        return [
          ...[...shell].map((file) => ({ ...preload(file), injectTo: 'head' as const })),
          {
            tag: 'template',
            attrs: { id: 'restaurant-preloads' },
            children: page.map(preload),
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

const resolve = { alias: { '@': new URL('./src', import.meta.url).pathname } };
const chunks = stageChunks({ resolve, plugins: [react()] });

export default defineConfig({
  plugins: [
    react(),
    chunks.plugin,
    preloadStartChunk(),
    prerenderLanding({ resolve, plugins: [react()] }),
  ],
  resolve,
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
