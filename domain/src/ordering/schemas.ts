import { CANCEL_REASON_CODES } from './cancel-reasons';
import { ARRIVAL_NOTE_MAX_LENGTH, ARRIVAL_NOTE_TOO_LONG } from './arrival';
import { z } from 'zod';
import { MAX_ITEM_QUANTITY, QUANTITY_MESSAGE } from './pricing';
import { ORDER_STATUSES } from './status';

/**
 * Request bodies of the ordering calls (spec §3 "Order creation payload", PATCH status).
 * Shape only: whether the choices exist, belong to the item and cost what the client says
 * is `priceOrder`'s job, against the menu.
 */
export const NOTES_MAX_LENGTH = 500;
export const MAX_ORDER_LINES = 50;

const choice = z.object({
  id: z.string({ error: 'Choose an option' }).min(1, 'Choose an option'),
  name: z.string().optional(),
});

const price = z.number().optional();

export const customizationsSchema = z.object({
  optionalIngredients: z.array(choice).optional(),
  possibleIngredients: z
    .array(choice.extend({ price, quantity: z.number().optional() }))
    .optional(),
  sides: z.array(choice.extend({ price })).optional(),
  addons: z.array(choice).optional(),
});

const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_ITEM_QUANTITY, QUANTITY_MESSAGE);

const notes = z
  .string()
  .max(NOTES_MAX_LENGTH, `Special instructions must be at most ${NOTES_MAX_LENGTH} characters`);

const SLOT_START_MESSAGE = 'Choose a pickup time';
export const pickupRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('asap') }),
    z.object({
      kind: z.literal('scheduled'),
      slotStart: z.iso.datetime({ offset: true, error: SLOT_START_MESSAGE }),
    }),
  ],
  { error: 'Pickup must be as soon as possible or a scheduled time' },
);

export const placeOrderRequestSchema = z.object({
  restaurantId: z.string({ error: 'Restaurant is required' }).min(1, 'Restaurant is required'),
  items: z
    .array(
      z.object({
        menuItemId: z.string({ error: 'Menu item is required' }).min(1, 'Menu item is required'),
        quantity,
        unitPrice: z.number({ error: 'Unit price must be a number of cents' }).optional(),
        customizations: customizationsSchema.optional(),
      }),
      { error: 'Your cart is empty' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} lines`),
  notes: notes.optional(),
  /** Absent: as soon as possible. */
  pickup: pickupRequestSchema.optional(),
});

export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const changeOrderStatusRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Invalid order status' }),
  notes: notes.optional(),
  reason: z
    .string()
    .max(NOTES_MAX_LENGTH, `Reason must be at most ${NOTES_MAX_LENGTH} characters`)
    .optional(),
  reasonCode: z.enum(CANCEL_REASON_CODES, { error: 'Invalid cancellation reason' }).optional(),
  /** Marking picked up where the restaurant checks codes: what the customer said. */
  pickupCode: z
    .string({ error: 'Pickup code must be 4 digits' })
    .trim()
    .regex(/^\d{4}$/, 'Pickup code must be 4 digits')
    .optional(),
  /** The owner's handover without the code: why. */
  overrideReason: z
    .string({ error: 'Reason must be text' })
    .max(NOTES_MAX_LENGTH, `Reason must be at most ${NOTES_MAX_LENGTH} characters`)
    .optional(),
});

/** POST /api/orders/:id/arrival ("I'm here"): an optional short note for the counter. */
export const arrivalRequestSchema = z.object({
  note: z
    .string({ error: 'Note must be text' })
    .max(ARRIVAL_NOTE_MAX_LENGTH, ARRIVAL_NOTE_TOO_LONG)
    .optional(),
});
export type ArrivalRequest = z.infer<typeof arrivalRequestSchema>;

export type ChangeOrderStatusRequest = z.infer<typeof changeOrderStatusRequestSchema>;
