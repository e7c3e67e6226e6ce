import { z } from 'zod';
import { ROLES } from '@pickup/domain/identity/constants';
import type { UserView, VerificationStatus } from '@pickup/domain/identity/user-view';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';

/** What the users read model's GET endpoints answer (customer-area §3 "User"); never a secret. */
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  marketingOptIn: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<UserView>;

/** POST /api/auth/register, /login and /refresh: a session and who it belongs to. */
export const signedInSchema = z.object({
  tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }),
  user: userViewSchema,
});
export type SignedInView = z.infer<typeof signedInSchema>;
export type SessionTokensView = SignedInView['tokens'];

/** POST /api/auth/change-password: a fresh session (the others end), with the server's words. */
export const passwordChangedSchema = signedInSchema.extend(acknowledgementSchema.shape);
export type PasswordChangedView = z.infer<typeof passwordChangedSchema>;

/**
 * POST /api/user/data-export (customer-area §3 "Data export result"): everything held about
 * the user; a source that failed makes it partial, with a warning.
 */
export const dataExportResultSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  exportDate: z.string(),
  dataTypes: z.array(z.string()),
  isPartial: z.boolean(),
  warnings: z.array(z.string()),
});
export type DataExportResult = z.infer<typeof dataExportResultSchema>;

/** GET /api/admin/users. */
export const userListSchema = z.array(userViewSchema);

export const verificationStatusSchema = z.object({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  hasPhone: z.boolean(),
}) satisfies z.ZodType<VerificationStatus>;

/** GET /api/user/consent. */
export const consentViewSchema = z.object({ marketingOptIn: z.boolean() });
export type Consent = z.infer<typeof consentViewSchema>;
