import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';
import { forPage, holdingPreloads, withRendered } from '../src/ssr/document.ts';

type Entry = {
  renderThemeCss: () => string;
  renderLanding: () => Promise<string>;
  renderRestaurantShell: (index: string) => Promise<string>;
};

/**
 * Where the server render of the app goes for a build into `outDir`: beside it, not in it,
 * since everything in `outDir` is served to browsers. The API imports `entry.js` from there
 * (api/src/http/restaurant-pages.ts).
 */
export const serverDirFor = (outDir: string) => join(dirname(outDir), `${basename(outDir)}-server`);

/** landing.html (served for `/`): the landing page already rendered, which the app hydrates. */
function landingPage(index: string, rendered: string): string {
  // The landing page's chunk is the app's (build/chunks.ts): other pages' have no place here.
  const { page, held } = holdingPreloads(forPage(index, null));
  return withRendered(page, rendered, held);
}

/**
 * Builds the app's server render (src/ssr/entry.tsx) beside the web app, puts the theme's
 * global styles in index.html's head, and writes landing.html and restaurant.html with it:
 * index.html with the landing page, and any restaurant page's frame while its data loads,
 * already rendered, so that a phone paints them before the JavaScript has run (the API
 * serves them for `/` and `/restaurants/:id`, and renders a restaurant's own page with the
 * same entry when it can).
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
      const serverDir = serverDirFor(outDir);
      await build({
        configFile: false,
        logLevel: 'warn',
        ...shared,
        build: {
          ssr: new URL('../src/ssr/entry.tsx', import.meta.url).pathname,
          outDir: serverDir,
          emptyOutDir: true,
        },
        ssr: { noExternal: true },
      });
      // Node reads entry.js as a module wherever the build went (a temporary folder in tests).
      writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
      const entry = pathToFileURL(join(serverDir, 'entry.js')).href;
      const { renderThemeCss, renderLanding, renderRestaurantShell } = (await import(
        entry
      )) as Entry;
      // Every page's head gets the theme's global styles, which the app leaves out.
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!built.includes('</head>')) throw new Error('prerender: index.html has no </head>');
      const index = built.replace('</head>', () => `${renderThemeCss()}</head>`);
      writeFileSync(join(outDir, 'index.html'), index);
      writeFileSync(join(outDir, 'landing.html'), landingPage(index, await renderLanding()));
      writeFileSync(join(outDir, 'restaurant.html'), await renderRestaurantShell(index));
    },
  };
}
