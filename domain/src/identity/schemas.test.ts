import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminResetPasswordSchema,
  adminUserSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  consentSchema,
  deleteAccountFormSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  phoneSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verificationCodeSchema,
} from './schemas';

/** The messages a user would see, per field, in the order the form shows them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const registration = {
  email: 'ana@example.com',
  password: 'secret1',
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '+1 (555) 123-4567',
};

describe('login', () => {
  it('accepts an email and a 6-character password, normalising the email', () => {
    expect(loginSchema.parse({ email: ' Ana@Example.COM ', password: 'secret' })).toEqual({
      email: 'ana@example.com',
      password: 'secret',
    });
  });
  it('names a bad email and a short password', () => {
    expect(messages(loginSchema, { email: 'ana@', password: '12345' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
  it('answers missing fields with the same messages', () => {
    expect(messages(loginSchema, {})).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
  it('refuses a password longer than 128 characters', () => {
    expect(messages(loginSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: ['Password must be at most 128 characters'],
    });
  });
});

describe('register', () => {
  it('takes marketingOptIn as not given unless it is given (decision 32)', () => {
    expect(registerSchema.parse(registration).marketingOptIn).toBe(false);
    expect(registerSchema.parse({ ...registration, marketingOptIn: true }).marketingOptIn).toBe(
      true,
    );
  });
  it('trims names and phone', () => {
    const parsed = registerSchema.parse({
      ...registration,
      firstName: ' Ana ',
      phone: ' 5551234567 ',
    });
    expect([parsed.firstName, parsed.phone]).toEqual(['Ana', '5551234567']);
  });
  it('requires first and last name, blank counting as missing', () => {
    expect(messages(registerSchema, { ...registration, firstName: '  ', lastName: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });
  it('refuses names over 100 characters', () => {
    expect(messages(registerSchema, { ...registration, lastName: 'x'.repeat(101) })).toEqual({
      lastName: ['Last name must be less than 100 characters'],
    });
  });
  it('says a short phone is too short', () => {
    expect(messages(registerSchema, { ...registration, phone: '555 1234' })).toEqual({
      phone: ['Phone number must be at least 10 digits'],
    });
    expect(messages(registerSchema, { ...registration, phone: '' })).toEqual({
      phone: ['Phone number must be at least 10 digits'],
    });
  });
  it.each(['555-123-4567 x9', '+1 555 123 456a', '1+5551234567', 'phone: 5551234567'])(
    'refuses %s as a phone number',
    (phone) => {
      expect(messages(registerSchema, { ...registration, phone })).toEqual({
        phone: ['Please enter a valid phone number'],
      });
    },
  );
  it.each(['5551234567', '+44 20 7946 0958', '(555) 123-4567'])('accepts %s', (phone) => {
    expect(registerSchema.safeParse({ ...registration, phone }).success).toBe(true);
  });
  it('refuses a non-boolean marketingOptIn', () => {
    expect(messages(registerSchema, { ...registration, marketingOptIn: 'yes' })).toEqual({
      marketingOptIn: ['Marketing consent must be true or false'],
    });
  });
});

describe('refresh and forgot password', () => {
  it('requires a refresh token', () => {
    expect(messages(refreshSchema, { refreshToken: '' })).toEqual({
      refreshToken: ['Refresh token is required'],
    });
  });
  it('requires a valid email', () => {
    expect(messages(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: ['Invalid email address'],
    });
  });
});

describe('reset password', () => {
  it('the request needs a token and a 6-character password', () => {
    expect(messages(resetPasswordSchema, { token: '', password: '123' })).toEqual({
      token: ['This password reset link is invalid.'],
      password: ['Password must be at least 6 characters'],
    });
  });
  it('the dialog requires a confirmation of at least 6 characters', () => {
    expect(messages(resetPasswordFormSchema, { password: 'secret1', confirmPassword: '' })).toEqual(
      { confirmPassword: ['Password confirmation is required', "Passwords don't match"] },
    );
  });
  it("the dialog says the passwords don't match on confirmPassword", () => {
    expect(
      messages(resetPasswordFormSchema, { password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
  it('the dialog accepts matching passwords', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' })
        .success,
    ).toBe(true);
  });
});

describe('change password', () => {
  it('the request needs the current password and a new one of 6 characters', () => {
    expect(messages(changePasswordSchema, { currentPassword: '', newPassword: '12' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 6 characters'],
    });
  });
  it('the request carries no confirmation', () => {
    expect(
      changePasswordSchema.parse({
        currentPassword: 'old-one',
        newPassword: 'new-one',
        confirmPassword: 'new-one',
      }),
    ).toEqual({ currentPassword: 'old-one', newPassword: 'new-one' });
  });
  it('the dialog asks to confirm the password', () => {
    expect(
      messages(changePasswordFormSchema, { currentPassword: 'old-one', newPassword: 'new-one' }),
    ).toEqual({ confirmPassword: ['Please confirm your password'] });
  });
  it("the dialog says the passwords don't match on confirmPassword", () => {
    expect(
      messages(changePasswordFormSchema, {
        currentPassword: 'old-one',
        newPassword: 'new-one',
        confirmPassword: 'new-two',
      }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
});

describe('account', () => {
  it('profile uses the registration rules for names and phone', () => {
    expect(messages(profileSchema, { firstName: '', lastName: '', phone: '12' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      phone: ['Phone number must be at least 10 digits'],
    });
  });
  it('the phone dialog asks for a number first when blank', () => {
    expect(messages(phoneSchema, { phone: '   ' })).toEqual({
      phone: ['Please enter your phone number first'],
    });
    expect(messages(phoneSchema, {})).toEqual({ phone: ['Please enter your phone number first'] });
  });
  it('the phone dialog then applies the registration rules', () => {
    expect(messages(phoneSchema, { phone: 'call me maybe' })).toEqual({
      phone: ['Please enter a valid phone number'],
    });
  });
  it('consent must be a boolean', () => {
    expect(consentSchema.parse({ marketingOptIn: false })).toEqual({ marketingOptIn: false });
    expect(messages(consentSchema, {})).toEqual({
      marketingOptIn: ['Marketing consent must be true or false'],
    });
  });
  it('deletion needs confirmDeletion: true and the current password', () => {
    expect(
      deleteAccountSchema.safeParse({ confirmDeletion: true, currentPassword: 'a-good-password' })
        .success,
    ).toBe(true);
    expect(
      messages(deleteAccountSchema, {
        confirmDeletion: 'true',
        currentPassword: 'a-good-password',
      }),
    ).toEqual({
      confirmDeletion: ["Please type 'DELETE' to confirm account deletion"],
    });
    expect(deleteAccountSchema.safeParse({ confirmDeletion: true }).success).toBe(false);
  });
  it('the deletion dialog needs DELETE typed exactly', () => {
    expect(deleteAccountFormSchema.safeParse({ confirmText: 'DELETE' }).success).toBe(true);
    expect(messages(deleteAccountFormSchema, { confirmText: 'delete' })).toEqual({
      confirmText: ["Please type 'DELETE' to confirm account deletion"],
    });
  });
});

describe('verification code', () => {
  it('accepts exactly 6 digits', () => {
    expect(verificationCodeSchema.parse({ code: '012345' })).toEqual({ code: '012345' });
  });
  it.each(['12345', '1234567', '12345a', ' 123456', ''])('refuses %j', (code) => {
    expect(messages(verificationCodeSchema, { code })).toEqual({
      code: ['Please enter the 6-digit verification code'],
    });
  });
});

describe('admin user form', () => {
  const user = { email: 'Owner@Example.com', firstName: 'Olu', lastName: 'Ade', role: 'admin' };
  it('accepts a user without a phone, an empty phone meaning none', () => {
    expect(adminUserSchema.parse(user)).toEqual({ ...user, email: 'owner@example.com' });
    expect(adminUserSchema.parse({ ...user, phone: '  ' }).phone).toBeUndefined();
  });
  it('checks a given phone like registration does', () => {
    expect(messages(adminUserSchema, { ...user, phone: '12345' })).toEqual({
      phone: ['Phone number must be at least 10 digits'],
    });
  });
  it('requires one of the three roles', () => {
    expect(messages(adminUserSchema, { ...user, role: 'superuser' })).toEqual({
      role: ['Please select a role'],
    });
  });
  it('names every missing required field', () => {
    expect(messages(adminUserSchema, {})).toEqual({
      email: ['Invalid email address'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      role: ['Please select a role'],
    });
  });
});

describe('admin password reset', () => {
  it('requires a change at next login unless told otherwise', () => {
    expect(adminResetPasswordSchema.parse({ password: 'secret1' })).toEqual({
      password: 'secret1',
      requireChangeAtNextLogin: true,
    });
    expect(
      adminResetPasswordSchema.parse({ password: 'secret1', requireChangeAtNextLogin: false })
        .requireChangeAtNextLogin,
    ).toBe(false);
  });
  it('needs a password of at least 6 characters', () => {
    expect(messages(adminResetPasswordSchema, { password: 'abc' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
  });
});
