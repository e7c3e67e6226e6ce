import { z } from 'zod';
import { time } from './schema-fields';

/** Request bodies of special days (issue 32). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'Date must be YYYY-MM-DD';

const date = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(
      (d) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      DATE_MESSAGE,
    );

export const SPECIAL_DAY_NOTE_MAX = 120;
const NOTE_REQUIRED = 'A note for customers is required';

export const specialDaySchema = z
  .object({
    from: date('First day is required'),
    /** Absent: one day. */
    to: date('Last day is required').optional(),
    closed: z.boolean({ error: 'Say whether the restaurant is closed' }),
    start: time('Opening time required').optional(),
    end: time('Closing time required').optional(),
    note: z
      .string({ error: NOTE_REQUIRED })
      .trim()
      .min(1, NOTE_REQUIRED)
      .max(SPECIAL_DAY_NOTE_MAX, `Note must be at most ${SPECIAL_DAY_NOTE_MAX} characters`),
    /** Scheduled orders on the closed days to cancel with it (ids), and why. */
    cancelOrderIds: z.array(z.string().min(1)).max(500).default([]),
    cancelReason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.closed && v.start === undefined)
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'Opening time required' });
    if (!v.closed && v.end === undefined)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'Closing time required' });
    if (v.cancelOrderIds.length > 0 && !v.cancelReason)
      ctx.addIssue({
        code: 'custom',
        path: ['cancelReason'],
        message: 'A reason is required to cancel orders',
      });
  });

export type SpecialDayBody = z.infer<typeof specialDaySchema>;
