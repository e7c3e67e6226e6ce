import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { stageChunks } from './build/chunks.ts';
import { lazyThemeGlobals } from './build/lazy-theme-globals.ts';
import { prerenderPages } from './build/prerender.ts';

/** The pages people open directly, whose chunks index.html's inline script preloads. */
const PAGES = [
  // By the chunk's name (build/chunks.ts): file names alone would also match
  // restaurant-edit-*.js, the owner's page, and preload its forms here.
  { name: 'restaurant', chunk: (c: Rolldown.OutputChunk) => c.name === 'restaurant' },
  {
    name: 'owner-dashboard',
    chunk: (c: Rolldown.OutputChunk) =>
      c.facadeModuleId?.endsWith('/src/app/routes/owner-dashboard.tsx') === true,
  },
  {
    name: 'kitchen',
    chunk: (c: Rolldown.OutputChunk) =>
      c.facadeModuleId?.endsWith('/src/app/routes/kitchen.tsx') === true,
  },
];

/**
 * main.tsx imports the app only after the first paint; the app's chunks are still fetched
 * with the page, as if imported statically. Each page in PAGES has its own chunks wait in a
 * <template> that index.html's inline script releases on that page, so that they arrive with
 * the app's instead of after it has run (and, on the owner's pages, with the session check).
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
        const closure = (from: string, skip: ReadonlySet<string>) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            const next = bundle[file];
            if (files.has(file) || skip.has(file) || file === chunk.fileName) return;
            if (!next || next.type !== 'chunk') return;
            files.add(file);
            next.imports.forEach(visit);
          };
          visit(from);
          return files;
        };
        const preload = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        });
        const shell = closure(start, new Set());
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const templates = PAGES.map(({ name, chunk: isPage }) => {
          const page = chunks.find(isPage)?.fileName;
          if (!page) throw new Error(`preload: no ${name} page chunk`);
          return {
            tag: 'template',
            attrs: { id: `${name}-preloads` },
            children: [...closure(page, shell)].map(preload),
            injectTo: 'head-prepend' as const,
          };
        });
        return [
          ...[...shell].map((file) => ({ ...preload(file), injectTo: 'head' as const })),
          ...templates,
        ];
      },
    },
  };
}

const FONT = /^assets\/(inter|plus-jakarta-sans)-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Every page sets its text in the two web fonts' Latin files: fetched with the page, they
 * arrive before a pre-rendered page first paints, instead of swapping in later and shifting
 * its text (and making it paint again as a new largest element).
 */
function preloadFonts(): Plugin {
  return {
    name: 'pickup-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const fonts = Object.keys(bundle).filter((file) => FONT.test(file));
        if (fonts.length !== 2) throw new Error('preload: expected the two web fonts');
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: `/${file}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const resolve = { alias: { '@': new URL('./src', import.meta.url).pathname } };
const chunks = stageChunks({ resolve, plugins: [react()] });

export default defineConfig({
  plugins: [
    react(),
    lazyThemeGlobals(),
    chunks.plugin,
    preloadStartChunk(),
    preloadFonts(),
    prerenderPages({ resolve, plugins: [react()] }),
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
