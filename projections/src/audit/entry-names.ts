import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { parseStream } from './streams';

/**
 * Issue 28: the audit log names what a menu event touches ("Image of Margherita changed"),
 * not its id. A menu event names an entry once, when it is added (or renamed); later events
 * carry only its id. The log keeps each menu's entry names in its own table and reads them
 * while it writes a batch.
 */

export type EntryKind = 'item' | 'drink' | 'category' | 'ingredient' | 'side';
/** The name of a menu's entry as last known before the event being summarised. */
export type EntryNames = (kind: EntryKind, id: string) => string | undefined;

export const ENTRY_NAMES_DDL = `
CREATE TABLE menu_entry_names (
  menu_id text NOT NULL,
  kind text NOT NULL,
  entry_id text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (menu_id, kind, entry_id)
);
`;

const ADDED: Record<string, EntryKind> = {
  MenuItemAdded: 'item',
  DrinkAdded: 'drink',
  CategoryAdded: 'category',
  IngredientAdded: 'ingredient',
  SideAdded: 'side',
};
const ID_FIELD: Record<string, EntryKind> = {
  itemId: 'item',
  drinkId: 'drink',
  categoryId: 'category',
  ingredientId: 'ingredient',
  sideId: 'side',
};
const ENTRY_KINDS: readonly string[] = ['item', 'drink', 'category', 'ingredient', 'side'];

type Ref = { menuId: string; kind: EntryKind; id: string };
type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const keyOf = (r: Ref) => `${r.menuId}|${r.kind}|${r.id}`;

/** The entries an event refers to by id (an update, a removal, a sold-out mark…). */
function referenced(event: RecordedEvent, menuId: string): Ref[] {
  if (!isData(event.data)) return [];
  const refs: Ref[] = [];
  for (const [field, kind] of Object.entries(ID_FIELD)) {
    const id = event.data[field];
    if (typeof id === 'string') refs.push({ menuId, kind, id });
  }
  const entry = event.data.entry;
  if (isData(entry) && typeof entry.id === 'string' && ENTRY_KINDS.includes(String(entry.kind))) {
    refs.push({ menuId, kind: entry.kind as EntryKind, id: entry.id });
  }
  return refs;
}

/** The name an event gives an entry: on adding it, or a new name in an update. */
function named(event: RecordedEvent, menuId: string): (Ref & { name: string }) | null {
  if (!isData(event.data)) return null;
  const added = ADDED[event.type];
  if (added) {
    const entity = event.data[added === 'item' ? 'item' : added];
    if (isData(entity) && typeof entity.id === 'string' && typeof entity.name === 'string') {
      return { menuId, kind: added, id: entity.id, name: entity.name };
    }
    return null;
  }
  const changes = event.data.changes;
  if (!isData(changes) || typeof changes.name !== 'string') return null;
  const [ref] = referenced(event, menuId);
  return ref ? { ...ref, name: changes.name } : null;
}

const menuOf = (event: RecordedEvent) => {
  const { kind, id } = parseStream(event.stream);
  return kind === 'menu' ? id : null;
};

/**
 * Names for a batch, in event order: each event is summarised with what was known just
 * before it (stored names, then what earlier events of the batch said), and `save` stores
 * what the batch taught.
 */
export async function batchNames(tx: pg.PoolClient, events: readonly RecordedEvent[]) {
  const wanted = new Map<string, Ref>();
  for (const event of events) {
    const menuId = menuOf(event);
    if (menuId) for (const ref of referenced(event, menuId)) wanted.set(keyOf(ref), ref);
  }
  const known = new Map<string, string>();
  if (wanted.size > 0) {
    const refs = [...wanted.values()];
    const stored = await tx.query<{
      menu_id: string;
      kind: EntryKind;
      entry_id: string;
      name: string;
    }>(
      `SELECT n.menu_id, n.kind, n.entry_id, n.name
       FROM unnest($1::text[], $2::text[], $3::text[]) AS x(menu_id, kind, entry_id)
       JOIN menu_entry_names n USING (menu_id, kind, entry_id)`,
      [refs.map((r) => r.menuId), refs.map((r) => r.kind), refs.map((r) => r.id)],
    );
    for (const row of stored.rows) {
      known.set(keyOf({ menuId: row.menu_id, kind: row.kind, id: row.entry_id }), row.name);
    }
  }
  const learned = new Map<string, Ref & { name: string }>();
  return {
    /** Summarises one event with the names known before it; then it teaches its own. */
    summarize(event: RecordedEvent, summary: (names?: EntryNames) => string): string {
      const menuId = menuOf(event);
      if (!menuId) return summary();
      const text = summary((kind, id) => known.get(keyOf({ menuId, kind, id })));
      const fact = named(event, menuId);
      if (fact) {
        known.set(keyOf(fact), fact.name);
        learned.set(keyOf(fact), fact);
      }
      return text;
    },
    async save(): Promise<void> {
      if (learned.size === 0) return;
      const facts = [...learned.values()];
      await tx.query(
        `INSERT INTO menu_entry_names (menu_id, kind, entry_id, name)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
         ON CONFLICT (menu_id, kind, entry_id) DO UPDATE SET name = EXCLUDED.name`,
        [
          facts.map((f) => f.menuId),
          facts.map((f) => f.kind),
          facts.map((f) => f.id),
          facts.map((f) => f.name),
        ],
      );
    },
  };
}
