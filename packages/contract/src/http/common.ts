import { z } from 'zod';

/** Every failed answer: both keys carry the same human sentence (SPEC.md's client reads either). */
export const ErrorAnswer = z.object({
  success: z.literal(false),
  /** The human sentence shown to the user. */
  error: z.string(),
  /** The same sentence again. */
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** An answer that only reports success. */
export const OkAnswer = z.object({ success: z.literal(true) });
export type OkAnswer = z.infer<typeof OkAnswer>;

/** Seconds since the epoch, as every server time is. */
export const EpochSeconds = z.number().int().nonnegative();

/** Health of the server and what it depends on. */
export const HealthAnswer = z.object({
  success: z.boolean(),
  /** Whether a query against the database answered. */
  database: z.enum(['up', 'down']),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
