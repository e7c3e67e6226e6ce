import { z } from 'zod';
import type { Menu } from '@pickup/domain/catalog/menu-types';
import type { PricedLine } from '@pickup/domain/ordering/pricing';

/** What the audit endpoints answer: the log of every event, stream histories, menus as ordered. */

export const auditLogEntrySchema = z.object({
  stream: z.string(),
  streamKind: z.string(),
  version: z.number(),
  eventId: z.string(),
  type: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  restaurantId: z.string().nullable(),
  summary: z.string(),
});

/** GET /api/admin/audit-log: newest first, with who acted by name. */
export const auditLogPageSchema = z.object({
  items: z.array(
    auditLogEntrySchema.extend({
      /** "System" for server work; null when the account is unknown. */
      actorName: z.string().nullable(),
    }),
  ),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type AuditLogPageView = z.infer<typeof auditLogPageSchema>;
export type AuditLogEntryView = AuditLogPageView['items'][number];

export const AUDIT_KINDS = ['order', 'restaurant', 'menu', 'user'] as const;

export const historyEntrySchema = z.object({
  version: z.number(),
  type: z.string(),
  /** When the command was handled (metadata.at), else when the store recorded it. */
  at: z.string(),
  recordedAt: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: z.string().nullable() }),
  /** What changed, e.g. "Status Preparing → Ready". */
  change: z.string(),
  /** The change followed by who made it: "Status Preparing → Ready — by Ann Lee (Admin)". */
  summary: z.string(),
  data: z.unknown(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/audit/:kind/:id: a stream's events; with `asOf`, the state then. */
export const streamHistorySchema = z.object({
  kind: z.enum(AUDIT_KINDS),
  id: z.string(),
  stream: z.string(),
  events: z.array(historyEntrySchema),
  asOf: z.string().optional(),
  /** The domain's own state folded with its evolve: its shape is the aggregate's. */
  state: z.unknown().optional(),
});
export type StreamHistory = z.infer<typeof streamHistorySchema>;

const priced = { id: z.string(), name: z.string(), priceCents: z.number(), isActive: z.boolean() };

/** One ordered item as the menu offered it when the order was placed. */
export const itemAsOrderedSchema = z.object({
  menuItemId: z.string(),
  /** What the customer chose and paid (from the order): the domain's priced line. */
  line: z.custom<PricedLine>((v) => typeof v === 'object' && v !== null),
  /** null when the menu no longer held the item then (should not happen). */
  item: z
    .object({
      name: z.string(),
      description: z.string(),
      priceCents: z.number(),
      isActive: z.boolean(),
      category: z
        .object({
          id: z.string(),
          name: z.string(),
          includesDrink: z.boolean(),
          sidesRequired: z.number(),
        })
        .nullable(),
      ingredients: z.array(
        z.object({
          ...priced,
          type: z.string(),
          maxQuantity: z.number(),
          isIncluded: z.boolean(),
        }),
      ),
      sides: z.array(z.object(priced)),
      /** The menu's drinks, when the item's category includes one. */
      drinks: z.array(z.object(priced)),
    })
    .nullable(),
});
export type ItemAsOrdered = z.infer<typeof itemAsOrderedSchema>;

/** GET /api/admin/audit/order/:id/menu: the menus folded up to the order's placement. */
export const menuAsOrderedSchema = z.object({
  orderId: z.string(),
  placedAt: z.string(),
  menus: z.array(
    z.object({
      menuId: z.string(),
      /** The menu aggregate's own state then; null when it did not exist yet. */
      menu: z.custom<Menu | null>((v) => typeof v === 'object'),
    }),
  ),
  items: z.array(itemAsOrderedSchema),
});
export type MenuAsOrdered = z.infer<typeof menuAsOrderedSchema>;
