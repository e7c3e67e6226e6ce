/** The kinds of stream the audit knows; everything else is 'other'. */
export const STREAM_KINDS = [
  'order',
  'restaurant',
  'menu',
  'user',
  'favorites',
  'message',
] as const;

export type StreamKind = (typeof STREAM_KINDS)[number] | 'other';

/** `order-42` → { kind: 'order', id: '42' }; ids may contain dashes (uuids). */
export function parseStream(stream: string): { kind: StreamKind; id: string } {
  const dash = stream.indexOf('-');
  const prefix = dash < 0 ? stream : stream.slice(0, dash);
  const kind = (STREAM_KINDS as readonly string[]).includes(prefix)
    ? (prefix as StreamKind)
    : 'other';
  return { kind, id: dash < 0 ? '' : stream.slice(dash + 1) };
}

/** "MenuItemUpdated" → "Menu item updated": the fallback for events no summary knows. */
export function humanizeType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
