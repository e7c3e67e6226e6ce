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
