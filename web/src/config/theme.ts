import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakra-base';

/** A warm tomato-orange brand: appetising, and dark enough at 700 for white text (AA). */
const brand = {
  50: { value: '#fff5f0' },
  100: { value: '#ffe8dc' },
  200: { value: '#ffcdb5' },
  300: { value: '#ffa982' },
  400: { value: '#ff7b47' },
  500: { value: '#f5571f' },
  600: { value: '#e0400f' },
  700: { value: '#b9330b' },
  800: { value: '#932a0f' },
  900: { value: '#782611' },
  950: { value: '#421006' },
};

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    'html, body': { bg: 'bg', color: 'fg' },
    '::selection': { bg: 'brand.200' },
    // A long unbroken name (a restaurant, a person) wraps instead of pushing the page wider.
    'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
    // Honour the system setting: dialogs, drawers and toasts appear without sliding or fading.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: { brand },
      fonts: {
        heading: {
          value: "'Plus Jakarta Sans Variable', 'Inter Variable', system-ui, sans-serif",
        },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error text is 3.8:1 on white; field errors must be readable (AA).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // Chakra's solid orange, green and teal (600) carry white text at 3.3–3.7:1; 700 is AA.
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } },
        },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

const configs = [defaultBaseConfig, chakraThemeConfig, config] as const;

/**
 * The theme's global styles: the layer order, Chakra's reset, the page styles and every
 * token's CSS variable (~50 KB of CSS). Build-time only: a production build puts them in
 * index.html's head as a plain stylesheet (src/ssr/entry.tsx, build/prerender.ts).
 */
export function themeGlobalStyles() {
  const full = createSystem(...configs);
  return [full.layers.atRule, ...full._global];
}

/**
 * The same theme without its global styles, which index.html already has: building them
 * (~20 ms on a fast laptop; the browser's build of Chakra now builds them only when read:
 * build/lazy-theme-globals.ts) and serializing them again for ChakraProvider's <Global> kept
 * a phone's main thread busy before the app could run. The development server and the tests
 * have no such index.html, and get the whole theme.
 */
function withoutGlobalStyles() {
  return Object.defineProperty(createSystem(...configs), '_global', { value: [] });
}

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's theme system, built on first use: main.tsx builds it in a task of its own, apart
 * from loading Chakra's code, so that neither blocks a phone for long.
 */
export const appSystem = () =>
  (system ??= import.meta.env.PROD ? withoutGlobalStyles() : createSystem(...configs));
