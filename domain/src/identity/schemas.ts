import { z } from 'zod';
import {
  CODE_LENGTH,
  DELETE_CONFIRMATION_TEXT,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  ROLES,
} from './constants';
import { RESET_INVALID_MESSAGE } from './verification';

/**
 * Identity forms and request bodies with the spec's messages (customer-area §5, management
 * §5). The web forms parse the `*FormSchema` variants (they add confirmPassword); the API
 * parses the others, which are exactly the bodies of spec §7.
 */

export const EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 128 characters';
export const FIRST_NAME_MESSAGE = 'First name is required';
export const LAST_NAME_MESSAGE = 'Last name is required';
export const PHONE_LENGTH_MESSAGE = 'Phone number must be at least 10 digits';
export const PHONE_FORMAT_MESSAGE = 'Please enter a valid phone number';
export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number first';
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match";
export const CONFIRM_RESET_PASSWORD_MESSAGE = 'Password confirmation is required';
export const CONFIRM_PASSWORD_MESSAGE = 'Please confirm your password';
export const CURRENT_PASSWORD_MESSAGE = 'Current password is required';
export const CODE_MESSAGE = 'Please enter the 6-digit verification code';
export const ROLE_MESSAGE = 'Please select a role';
export const CONSENT_MESSAGE = 'Marketing consent must be true or false';
export const REQUIRE_CHANGE_MESSAGE = 'requireChangeAtNextLogin must be true or false';
export const DELETE_CONFIRMATION_MESSAGE = "Please type 'DELETE' to confirm account deletion";

/** Emails compare case-insensitively, so they are stored trimmed and lower-cased. */
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email(EMAIL_MESSAGE));

export const passwordField = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

const nameField = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, `${label} must be less than ${NAME_MAX_LENGTH} characters`);

export const firstNameField = nameField(FIRST_NAME_MESSAGE, 'First name');
export const lastNameField = nameField(LAST_NAME_MESSAGE, 'Last name');

const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
// A number longer than any real one is a typo or an attack, not a phone.
const PHONE_MAX_LENGTH = 30;

const phone = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .min(PHONE_MIN_LENGTH, PHONE_LENGTH_MESSAGE)
    .max(PHONE_MAX_LENGTH, PHONE_FORMAT_MESSAGE)
    .regex(PHONE_PATTERN, PHONE_FORMAT_MESSAGE);

/** Registration and profile: an empty phone reads as too short, as in the spec. */
export const phoneField = phone(PHONE_LENGTH_MESSAGE);

/** The phone-verification dialog asks for a number before anything else. */
export const phoneEntryField = phone(PHONE_REQUIRED_MESSAGE);

export const roleField = z.enum(ROLES, { error: ROLE_MESSAGE });

const matchingPasswords =
  <K extends string>(key: K) =>
  (v: Record<K | 'confirmPassword', string>) =>
    v[key] === v.confirmPassword;

// --- sign-in and sign-up ---------------------------------------------------------------

/** `captcha`: a solved ALTCHA challenge, asked for after several failed logins. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  captcha: z.string().max(10_000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
  // Consent is given, not assumed (decision 32): left out, it is no.
  marketingOptIn: z.boolean({ error: CONSENT_MESSAGE }).default(false),
});
export type RegisterInput = z.infer<typeof registerSchema>;
/** What the sign-up form holds before defaults apply (marketingOptIn may be absent). */
export type RegisterFormValues = z.input<typeof registerSchema>;

export const refreshSchema = z.object({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, 'Refresh token is required'),
});
export type RefreshInput = z.infer<typeof refreshSchema>;

// --- passwords -------------------------------------------------------------------------

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: RESET_INVALID_MESSAGE }).min(1, RESET_INVALID_MESSAGE),
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The Reset Password dialog; the token comes from the address, not the form. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: z
      .string({ error: CONFIRM_RESET_PASSWORD_MESSAGE })
      .min(PASSWORD_MIN_LENGTH, CONFIRM_RESET_PASSWORD_MESSAGE),
  })
  .refine(matchingPasswords('password'), {
    error: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_MESSAGE })
  .min(1, CURRENT_PASSWORD_MESSAGE);

/** POST /api/auth/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password and forced-change dialogs. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_MESSAGE }).min(1, CONFIRM_PASSWORD_MESSAGE),
  })
  .refine(matchingPasswords('newPassword'), {
    error: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

// --- account ---------------------------------------------------------------------------

/** PUT /api/auth/profile and the Profile tab. */
export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** PATCH /api/user/profile from the phone-verification dialog. */
export const phoneSchema = z.object({ phone: phoneEntryField });
export type PhoneInput = z.infer<typeof phoneSchema>;

/** PUT /api/user/consent. */
export const consentSchema = z.object({ marketingOptIn: z.boolean({ error: CONSENT_MESSAGE }) });
export type ConsentInput = z.infer<typeof consentSchema>;

/** DELETE /api/user/delete-account. */
/** Deleting the account takes the password too: a stolen session alone cannot do it. */
export const deleteAccountSchema = z.object({
  confirmDeletion: z.literal(true, { error: DELETE_CONFIRMATION_MESSAGE }),
  currentPassword: currentPasswordField,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The deletion dialog: the user types DELETE exactly. */
export const deleteAccountFormSchema = z.object({
  confirmText: z.literal(DELETE_CONFIRMATION_TEXT, { error: DELETE_CONFIRMATION_MESSAGE }),
});

/** POST /api/user/data-export: everything held about the user goes only to who knows the password. */
export const dataExportSchema = z.object({ currentPassword: currentPasswordField });
export type DataExportInput = z.infer<typeof dataExportSchema>;
export type DeleteAccountFormValues = z.infer<typeof deleteAccountFormSchema>;

/** POST /api/verification/verify-email and verify-phone. */
export const verificationCodeSchema = z.object({
  code: z.string({ error: CODE_MESSAGE }).regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_MESSAGE),
});
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>;

// --- admin -----------------------------------------------------------------------------

/** The admin user form leaves phone empty when unknown; an empty field means "no phone". */
const optionalPhoneField = z
  .string({ error: PHONE_FORMAT_MESSAGE })
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(phoneField.optional());

/** POST /api/admin/users and PUT /api/admin/users/{id}. */
export const adminUserSchema = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: roleField,
  phone: optionalPhoneField,
});
export type AdminUserInput = z.infer<typeof adminUserSchema>;
export type AdminUserFormValues = z.input<typeof adminUserSchema>;

/** POST /api/admin/users/{id}/reset-password. */
export const adminResetPasswordSchema = z.object({
  password: passwordField,
  requireChangeAtNextLogin: z.boolean({ error: REQUIRE_CHANGE_MESSAGE }).default(true),
});
export type AdminResetPasswordInput = z.infer<typeof adminResetPasswordSchema>;
export type AdminResetPasswordFormValues = z.input<typeof adminResetPasswordSchema>;
