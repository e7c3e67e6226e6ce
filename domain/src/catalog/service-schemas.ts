import { z } from 'zod';
import { PAUSE_LENGTHS } from './service-controls';

/** Request bodies of the kitchen controls (issue 15). */

const PAUSE_LENGTH_MESSAGE = 'Pause for 15, 30 or 60 minutes, or until closing';

export const pauseOrderingSchema = z.object({
  minutes: z.union(
    PAUSE_LENGTHS.map((l) => z.literal(l)),
    { error: PAUSE_LENGTH_MESSAGE },
  ),
  reason: z.string().max(200, 'Reason must be at most 200 characters').optional(),
});

export type PauseOrderingBody = z.infer<typeof pauseOrderingSchema>;

const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`);

export const rushModeSchema = z.object({
  extraMinutes: whole('Extra minutes', 1, 120),
  forMinutes: whole('Rush length', 5, 480),
});

export type RushModeBody = z.infer<typeof rushModeSchema>;
