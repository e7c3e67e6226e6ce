import { z } from 'zod';

/** The support and contact forms (customer-area §5, DECISIONS 22) with the spec's messages. */

export const SUPPORT_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'feedback',
  'bug_report',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const CONTACT_CATEGORIES = ['general', 'partnership', 'business', 'media', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const NAME_SHORT_MESSAGE = 'Name must be at least 2 characters';
export const NAME_LONG_MESSAGE = 'Name must be less than 100 characters';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const SUBJECT_SHORT_MESSAGE = 'Subject must be at least 5 characters';
export const SUBJECT_LONG_MESSAGE = 'Subject must be less than 200 characters';
export const CATEGORY_MESSAGE = 'Please select a category';
export const MESSAGE_SHORT_MESSAGE = 'Message must be at least 10 characters';
export const MESSAGE_LONG_MESSAGE = 'Message must be less than 2000 characters';
export const CAPTCHA_MESSAGE = 'Please complete the CAPTCHA verification';
export const COMPANY_LONG_MESSAGE = 'Company name must be less than 100 characters';

const text = (min: number, max: number, short: string, long: string) =>
  z.string({ error: short }).trim().min(min, short).max(max, long);

const commonFields = {
  name: text(2, 100, NAME_SHORT_MESSAGE, NAME_LONG_MESSAGE),
  email: z.string({ error: EMAIL_MESSAGE }).trim().pipe(z.email(EMAIL_MESSAGE)),
  subject: text(5, 200, SUBJECT_SHORT_MESSAGE, SUBJECT_LONG_MESSAGE),
  message: text(10, 2000, MESSAGE_SHORT_MESSAGE, MESSAGE_LONG_MESSAGE),
  /** The ALTCHA solution; the API verifies it and accepts each solution once. */
  captcha: z.string({ error: CAPTCHA_MESSAGE }).min(1, CAPTCHA_MESSAGE),
};

/** The Support form. */
export const supportFormSchema = z.object({
  ...commonFields,
  category: z.enum(SUPPORT_CATEGORIES, { error: CATEGORY_MESSAGE }),
});
export type SupportFormValues = z.infer<typeof supportFormSchema>;

/** The Contact form: other reasons, and an optional company (an empty field means none). */
export const contactFormSchema = z.object({
  ...commonFields,
  category: z.enum(CONTACT_CATEGORIES, { error: CATEGORY_MESSAGE }),
  company: z
    .string({ error: COMPANY_LONG_MESSAGE })
    .trim()
    .max(100, COMPANY_LONG_MESSAGE)
    .optional()
    .transform((company) => company || undefined),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** Older clients send the captcha as `recaptcha` (spec §7); `captcha` wins when both come. */
function captchaAlias(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { recaptcha, ...rest } = body as Record<string, unknown>;
  return 'captcha' in rest || recaptcha === undefined ? rest : { ...rest, captcha: recaptcha };
}

/** POST /api/contact/support. */
export const supportRequestSchema = z.preprocess(captchaAlias, supportFormSchema);
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** POST /api/contact/general. */
export const contactRequestSchema = z.preprocess(captchaAlias, contactFormSchema);
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** GET /api/contact/details: how users reach the team (DECISIONS 21, from configuration). */
export type ContactDetails = { supportEmail: string; contactPhone: string };
