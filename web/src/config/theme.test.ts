// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

/** Chakra's default palettes; chakra-base.ts leaves out those no screen names. */
const PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the theme', () => {
  it('has every palette the app names, as a string or a token such as purple.500', () => {
    const code = sources(join(import.meta.dirname, '..'))
      // The list of palettes left out names them too.
      .filter((file) => !file.endsWith('chakra-base.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const named = PALETTES.filter((palette) =>
      new RegExp(`['"\`]${palette}['"\`.]|\\b${palette}\\.\\d{2,3}\\b`).test(code),
    );
    // A status badge names purple through a map, not a colorPalette prop.
    expect(named).toContain('purple');
    const tokens = appSystem().tokens;
    for (const palette of named) {
      expect(tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
      expect(tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
  });

  it('puts white on solid badges and buttons at 4.5:1 or more (WCAG AA), in every palette', () => {
    const tokens = appSystem().tokens;
    // A light-mode semantic token down to its hex: "{colors.orange.700}" → "#92310a".
    const hex = (name: string): string => {
      const token = tokens.getByName(name);
      const light = token?.extensions.conditions?._light ?? token?.value;
      const value = String(light);
      const ref = /^\{(.+)\}$/.exec(value)?.[1];
      if (ref) return hex(ref);
      return ({ white: '#ffffff', black: '#000000' } as Record<string, string>)[value] ?? value;
    };
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
        const c = parseInt(color.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    for (const palette of PALETTES.filter((p) => tokens.getByName(`colors.${p}.solid`))) {
      const [fg, bg] = [hex(`colors.${palette}.contrast`), hex(`colors.${palette}.solid`)];
      expect(ratio(fg, bg), `${palette}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
