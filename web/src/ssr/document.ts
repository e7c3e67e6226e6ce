/**
 * Turning index.html and a server render of the app into a page: used at build time for
 * landing.html and restaurant.html (web/build/prerender.ts) and by the server for a
 * restaurant's own page (./entry.tsx). Strings only: this runs in Node, never in the browser.
 */

/** Emotion renders each style next to its element on the server; the head is where it belongs. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** A page's own chunks in index.html, released by its inline script on that page. */
const PAGE_PRELOADS = /<template id="([\w-]+)-preloads">([\s\S]*?)<\/template>\s*/g;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** The element holding a restaurant page's data, which start.tsx puts in the query cache. */
export const RESTAURANT_DATA_ID = 'restaurant-data';

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
export function withRendered(
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
  if (!index.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no empty #root');
  }
  // Replacer functions: a `$` in the page's text is not a replacement pattern.
  let page = index
    .replace('</head>', () => `${head}${styles.join('')}</head>`)
    .replace('<div id="root"></div>', () => `${root}${markup}</div>${DROP_FOR_SESSION}`);
  if (title) page = page.replace(TITLE, () => title);
  if (description) page = page.replace(DESCRIPTION, () => description);
  return page;
}

/**
 * `index` without its modulepreload links, and a <template> holding them: main.tsx releases
 * them once the page has painted. Fetched at once, the app's code would compete with the
 * first paint on a slow phone, which does not need it.
 */
export function holdingPreloads(index: string): { page: string; held: string } {
  const preloads = index.match(MODULE_PRELOAD) ?? [];
  const page = index.replace(MODULE_PRELOAD, '');
  return { page, held: `<template id="app-preloads">${preloads.join('')}</template>` };
}

/**
 * index.html for one page (`page`: the name of its preloads, null for a page without any):
 * that page's chunks preloaded with the app's, and no other page's.
 */
export const forPage = (index: string, page: string | null) =>
  index.replace(PAGE_PRELOADS, (_template, name: string, links: string) =>
    name === page ? links : '',
  );

/**
 * A restaurant page: `rendered` (the page's frame, or the page itself) over which the app
 * renders (start.tsx), with the page's own chunks held back with the app's. `data`, the
 * restaurant as GET /api/restaurants/:id gives it to a signed-out visitor, goes at the top of
 * the head (after the charset), where index.html's inline script sees it before asking the
 * API again.
 */
export function restaurantDocument(index: string, rendered: string, data?: unknown): string {
  const { page, held } = holdingPreloads(forPage(index, 'restaurant'));
  // The page itself is hydrated (start.tsx): React adopts its elements instead of building
  // them again and laying the page out twice, and a tap before then is replayed, not lost.
  // The frame only stands in until the app renders the page.
  const root = data === undefined ? '<div id="root" data-frame>' : '<div id="root">';
  const document = withRendered(page, rendered, held, root);
  if (data === undefined) return document;
  // In a script element only `</script` or `<!--` could end it early; JSON.parse reads \u003c.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `<script id="${RESTAURANT_DATA_ID}" type="application/json">${json}</script>`;
  const charset = CHARSET.exec(document)?.[0];
  return charset
    ? document.replace(charset, () => `${charset}${script}`)
    : document.replace('<head>', () => `<head>${script}`);
}
