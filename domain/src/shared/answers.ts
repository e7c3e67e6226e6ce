import { z } from 'zod';

/**
 * Answers a command gives when no read model's view of its result is the answer. Declared
 * once for every route that gives them, beside the problem details' field errors (errors.ts).
 */

/** Done, in the server's words for the person who asked (the text of a toast). */
export const acknowledgementSchema = z.object({ success: z.literal(true), message: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** 202 of a command with nothing to show: the read models have not caught up with it yet. */
export const acceptedSchema = z.object({ checkpoint: z.string() });
export type Accepted = z.infer<typeof acceptedSchema>;
