import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stageChunks } from './build/chunks.ts';
import { prerenderPages } from './build/prerender.ts';

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
        // By the chunk's name (build/chunks.ts): file names alone would also match
        // restaurant-edit-*.js, the owner's page, and preload its forms here.
        const restaurant = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === 'restaurant',
        )?.fileName;
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
