import { formatMoney } from '@pickup/domain/catalog/money';
import {
  ORDER_STATUSES,
  STAFF_STATUS_LABELS,
  type OrderStatus,
} from '@pickup/domain/ordering/status';
import { dateTime } from './format';

/**
 * A folded state as "field → value" rows, so two moments can be laid side by side:
 * nested objects and lists become paths ("order.lines[0].quantity").
 */
function stateFields(state: unknown, path = ''): Map<string, string> {
  const fields = new Map<string, string>();
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) fields.set(at, '[]');
      value.forEach((item, i) => visit(item, `${at}[${i}]`));
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) fields.set(at, '{}');
      for (const [key, child] of entries) visit(child, at ? `${at}.${key}` : key);
    } else {
      fields.set(at || '(value)', value === undefined ? '' : String(value));
    }
  };
  visit(state, path);
  return fields;
}

export type FieldRow = { field: string; a: string | undefined; b: string | undefined };

/** Every field of either moment, in the first one's order, then fields only the second has. */
export function compareFields(a: unknown, b: unknown): FieldRow[] {
  const first = stateFields(a);
  const second = stateFields(b);
  const names = [...first.keys(), ...[...second.keys()].filter((k) => !first.has(k))];
  return names.map((field) => ({ field, a: first.get(field), b: second.get(field) }));
}

/** "lines" → "Line", "categories" → "Category": a list's entry, numbered from 1. */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');

/** "estimatedPickupTime" → "Estimated pickup time", "ownerId" → "Owner ID", "priceCents" → "Price". */
function words(key: string): string {
  const spaced = key
    .replace(/Cents$/, '')
    .replace(/Ids?$/, (id) => ` ${id.toUpperCase()}`)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid\b/, 'ID');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A state path in words, for the admin rather than a developer: "order.lines[0].quantity"
 * → "Order › Line 1 › Quantity".
 */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const [key = '', ...indexes] = part.split(/\[(\d+)\]/).filter(Boolean);
      if (indexes.length === 0) return words(key);
      return [words(singular(key)), ...indexes.map((i) => Number(i) + 1)].join(' ');
    })
    .join(' › ');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * A value as people read it: cents as money ("priceCents" 1250 → "$12.50"), an instant on
 * this device's clock with its zone, an order status by its label ("picked_up" → "Picked Up").
 */
export function fieldValue(path: string, value: string | undefined): string | undefined {
  if (value === undefined) return value;
  if (/Cents$/.test(path) && /^-?\d+$/.test(value)) return formatMoney(Number(value));
  if (INSTANT.test(value)) return dateTime(value);
  if (/(^|\.)(status|from|to)$/.test(path) && isStatus(value)) return STAFF_STATUS_LABELS[value];
  return value;
}
