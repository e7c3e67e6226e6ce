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
});
