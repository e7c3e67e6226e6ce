/**
 * JSON bodies nested deeper than any request of ours are refused before they are parsed:
 * code that walks a body (the image-address check, zod) recurses once per level, and a few
 * thousand levels would exhaust the stack. Counting brackets outside strings is one pass over
 * the bytes, with no recursion.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The deepest nesting of objects and arrays in `body`, stopping once it passes `max`. */
export function jsonDepth(body: Uint8Array, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** express.json's `verify`: throws a 400 (type 'entity.too.deep') for a body nested too deeply. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error(TOO_DEEP_MESSAGE), { status: 400, type: 'entity.too.deep' });
  }
}
