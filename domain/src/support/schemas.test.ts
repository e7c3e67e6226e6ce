import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactFormSchema,
  contactRequestSchema,
  supportFormSchema,
  supportRequestSchema,
} from './schemas';

function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const support = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Order question',
  category: 'billing',
  message: 'Where is my receipt, please?',
  captcha: 'solution',
};

describe('support form', () => {
  it('accepts a complete message, trimming text', () => {
    expect(supportFormSchema.parse({ ...support, name: '  Ana Silva ' })).toEqual(support);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'A'.repeat(101), 'Name must be less than 100 characters'],
    ['email', 'ana-at-example', 'Please enter a valid email address'],
    ['subject', 'Help', 'Subject must be at least 5 characters'],
    ['subject', 'S'.repeat(201), 'Subject must be less than 200 characters'],
    ['category', 'partnership', 'Please select a category'],
    ['category', '', 'Please select a category'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'M'.repeat(2001), 'Message must be less than 2000 characters'],
    ['captcha', '', 'Please complete the CAPTCHA verification'],
  ])('%s %j: %s', (field, value, message) => {
    expect(messages(supportFormSchema, { ...support, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts the limits themselves', () => {
    const atLimits = {
      ...support,
      name: 'A'.repeat(100),
      subject: 'S'.repeat(200),
      message: 'M'.repeat(2000),
    };
    expect(supportFormSchema.safeParse(atLimits).success).toBe(true);
  });

  it('answers an empty body with every message', () => {
    expect(messages(supportRequestSchema, {})).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 10 characters'],
      captcha: ['Please complete the CAPTCHA verification'],
      category: ['Please select a category'],
    });
  });
});

describe('support request body', () => {
  const { captcha: _captcha, ...withoutCaptcha } = support;

  it('accepts the captcha under recaptcha', () => {
    expect(supportRequestSchema.parse({ ...withoutCaptcha, recaptcha: 'legacy' })).toEqual({
      ...withoutCaptcha,
      captcha: 'legacy',
    });
  });

  it('prefers captcha when both are sent', () => {
    expect(
      supportRequestSchema.parse({ ...withoutCaptcha, captcha: 'new', recaptcha: 'old' }).captcha,
    ).toBe('new');
  });

  it('still requires one of them', () => {
    expect(messages(supportRequestSchema, withoutCaptcha)).toEqual({
      captcha: ['Please complete the CAPTCHA verification'],
    });
  });

  it('refuses a body that is not an object', () => {
    expect(supportRequestSchema.safeParse('hello').success).toBe(false);
  });
});

describe('contact form', () => {
  const contact = { ...support, category: 'partnership', company: 'Tasty Co' };

  it('accepts a contact reason and a company', () => {
    expect(contactFormSchema.parse(contact)).toEqual(contact);
  });

  it('offers its own reasons, not the support ones', () => {
    expect(messages(contactFormSchema, { ...contact, category: 'billing' })).toEqual({
      category: ['Please select a category'],
    });
  });

  it('treats an absent or empty company as none', () => {
    const { company: _company, ...noCompany } = contact;
    expect(contactFormSchema.parse(noCompany).company).toBeUndefined();
    expect(contactFormSchema.parse({ ...contact, company: '  ' }).company).toBeUndefined();
  });

  it('limits the company name to 100 characters', () => {
    expect(messages(contactFormSchema, { ...contact, company: 'C'.repeat(101) })).toEqual({
      company: ['Company name must be less than 100 characters'],
    });
  });

  it('the request body accepts recaptcha too', () => {
    const { captcha: _captcha, ...body } = contact;
    expect(contactRequestSchema.parse({ ...body, recaptcha: 'legacy' }).captcha).toBe('legacy');
  });
});
