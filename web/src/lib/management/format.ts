/** Order money is cents (spec §9); menu prices are dollars as decimal text. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const price = (value: string | number) => `$${Number(value).toFixed(2)}`;

export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || 'Unknown';
