import type { Plugin } from 'vite';

const SYSTEM = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/**
 * Chakra's createSystem builds the theme's global styles as it builds the theme: the reset,
 * the page styles and a CSS variable for every token, some 60% of its time, in the task that
 * blocks a phone longest before the app runs. index.html already has them (build/prerender.ts)
 * and the app sets them aside unread (src/config/theme.ts), so in the browser's bundle Chakra
 * builds them only if something reads them. The server render and the development server
 * keep Chakra as it is. A Chakra release that changes this code fails the build here.
 */
export function lazyThemeGlobals(): Plugin {
  return {
    name: 'pickup-lazy-theme-globals',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    transform(code, id) {
      if (!SYSTEM.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        throw new Error(`lazy theme globals: Chakra's createSystem has changed (${id})`);
      }
      const lazy =
        '\n    get _global() {\n' +
        '      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
        '    },\n';
      return { code: code.replace(EAGER, 'let _global;').replace(RETURNED, lazy), map: null };
    },
  };
}
