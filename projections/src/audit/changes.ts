import { formatDollars } from '@pickup/domain/catalog/money';

/**
 * Readable field changes: "Price of Margherita 12.00 → 13.50", "Name Pizza → Pasta",
 * "Margherita deactivated". `before` is the entity as it was; without it only the new value
 * is shown.
 */
export function describeChanges(
  changes: object,
  before: object | undefined,
  subject: string | null,
): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  return Object.entries(changes).flatMap(([field, value]) => {
    if (value === undefined) return [];
    const old = was[field];
    if (field === 'isActive' && typeof value === 'boolean') {
      return [`${subject ?? 'It'} ${value ? 'activated' : 'deactivated'}`];
    }
    const label = fieldLabel(field);
    const what = capitalize(subject ? `${label} of ${subject}` : label);
    if (isStructured(value)) return [`${what} changed`];
    const render = (v: unknown) => formatValue(field, v);
    return [
      before && old !== undefined
        ? `${what} ${render(old)} → ${render(value)}`
        : `${what} → ${render(value)}`,
    ];
  });
}

/** "priceCents" → "price", "sidesRequired" → "sides required". */
export function fieldLabel(field: string): string {
  return field
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function formatValue(field: string, value: unknown): string {
  if (value === null || value === '') return '(none)';
  if (field.endsWith('Cents') && typeof value === 'number' && Number.isSafeInteger(value)) {
    return formatDollars(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
