// @vitest-environment node
// The server renders in Node, where emotion writes styles beside the markup, not into a DOM.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import { RESTAURANT_DATA_ID } from './document';
import { renderRestaurantPage, renderThemeCss } from './entry';

/** index.html as the build leaves it: the app's preloads, and the restaurant page's held. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Pickup: order ahead." /><title>Pickup</title>' +
  '<template id="restaurant-preloads"><link rel="modulepreload" href="/assets/restaurant.js"></template>' +
  '<template id="kitchen-preloads"><link rel="modulepreload" href="/assets/kitchen.js"></template>' +
  '<link rel="modulepreload" crossorigin href="/assets/start.js">' +
  '</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const parse = (html: string) => new JSDOM(html).window.document;

describe('a restaurant page rendered by the server', () => {
  it('shows the restaurant and its menu, titled and described for search engines', async () => {
    const restaurant = aRestaurantWithMenu();
    const page = parse(await renderRestaurantPage(INDEX, restaurant));

    expect(page.title).toBe('Burger Barn | Pickup');
    const description = page.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBe('Smash burgers and shakes');
    const root = page.getElementById('root');
    // The page itself, for the app to hydrate rather than render over (start.tsx).
    expect(root?.hasAttribute('data-frame')).toBe(false);
    expect(root?.querySelector('h1')?.textContent).toBe('Burger Barn');
    expect(root?.textContent).toContain('Classic Burger');
    expect(root?.textContent).toContain('$10.00');
    // Its styles are in the head, where the client's style cache adopts them.
    expect(root?.querySelector('style')).toBeNull();
    expect(page.head.querySelector('style[data-emotion]')).not.toBeNull();
  });

  it('carries the data it was rendered with, for the app to start from', async () => {
    const restaurant = aRestaurantWithMenu({ name: 'Tom & Jerry’s </script><script>alert(1)' });
    const html = await renderRestaurantPage(INDEX, restaurant);
    const page = parse(html);

    const data = page.getElementById(RESTAURANT_DATA_ID);
    expect(data?.parentElement).toBe(page.head);
    expect(JSON.parse(data?.textContent ?? '')).toEqual(restaurant);
    // The name ends no script early: the page has only its own three.
    expect(page.querySelectorAll('script')).toHaveLength(3);
    expect(page.querySelector('h1')?.textContent).toBe(restaurant.name);
    // The charset still comes first.
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf(RESTAURANT_DATA_ID));
  });

  it('holds the app’s and the page’s code (no other page’s) back until it has painted', async () => {
    const page = parse(await renderRestaurantPage(INDEX, aRestaurantWithMenu()));

    expect(page.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    const held = page.getElementById('app-preloads') as { content: DocumentFragment } | null;
    const hrefs = [...(held?.content.querySelectorAll('link[rel="modulepreload"]') ?? [])].map(
      (link) => link.getAttribute('href'),
    );
    expect(hrefs.sort()).toEqual(['/assets/restaurant.js', '/assets/start.js']);
    expect(page.getElementById('restaurant-preloads')).toBeNull();
    expect(page.getElementById('kitchen-preloads')).toBeNull();
  });
});

describe('the theme’s global styles, which the build puts in index.html', () => {
  it('are one plain style element with the layer order, the reset, page styles and tokens', () => {
    const page = parse(`<!doctype html><html><head>${renderThemeCss()}</head></html>`);

    const styles = page.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    // Not emotion's: its client would move it behind the page's own styles.
    expect(styles[0]?.id).toBe('theme-css');
    expect(styles[0]?.hasAttribute('data-emotion')).toBe(false);
    const css = styles[0]?.textContent ?? '';
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{html{');
    expect(css).toContain('--chakra-colors-brand-700:#b9330b;');
    expect(css).toContain('h1,h2,h3,h4,h5,h6{overflow-wrap:anywhere;}');
  });
});
