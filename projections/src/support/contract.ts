import { z } from 'zod';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import type { ContactDetails } from '@pickup/domain/support/schemas';

/** GET /api/admin/messages: support and contact messages, newest first. */
export const messageViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['support', 'contact']),
  category: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  company: z.string().nullable(),
  senderId: z.string().nullable(),
  receivedAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;
export const messageListSchema = z.array(messageViewSchema);

/** GET /api/contact/details: the settings SUPPORT_EMAIL and CONTACT_PHONE. */
export const contactDetailsSchema = z.object({
  supportEmail: z.string(),
  contactPhone: z.string(),
}) satisfies z.ZodType<ContactDetails>;

/** POST /api/contact/support and /api/contact/general: received, with the message's id. */
export const messageSentSchema = acknowledgementSchema.extend({ id: z.string() });
export type MessageSent = z.infer<typeof messageSentSchema>;
