import { z } from 'zod';

/** How a message reaches someone: by email, text message, or a call that reads it out. */
export const CHANNELS = ['email', 'sms', 'call'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A message the development notifier kept instead of sending it, as GET /api/dev/outbox
 * answers it (not in production), so someone trying Pickup locally can read their codes.
 */
export const outboxMessageSchema = z.object({
  channel: z.enum(CHANNELS),
  /** Email address or phone number. */
  to: z.string(),
  /** Email only. */
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/dev/outbox: newest first. */
export const outboxSchema = z.array(outboxMessageSchema);
