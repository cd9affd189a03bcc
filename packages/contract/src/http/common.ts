import { z } from 'zod';

/** Every failed answer: both keys carry the same human sentence (SPEC.md's client reads either). */
export const ErrorAnswer = z.object({
  success: z.literal(false),
  /** The human sentence shown to the user. */
  error: z.string(),
  /** The same sentence again. */
  message: z.string(),
  /** A stable machine-readable code (e.g. `USERNAME_TAKEN`), for clients that react to a specific failure. */
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** An answer that only reports success. */
export const OkAnswer = z.object({ success: z.literal(true) });
export type OkAnswer = z.infer<typeof OkAnswer>;

/** Seconds since the epoch, as every server time is. */
export const EpochSeconds = z.number().int().nonnegative();

/** GET /api/health — 200 when the database answers, 503 (with `error`/`message`) when it does not. */
export const HealthAnswer = z.object({
  success: z.boolean(),
  /** Whether a query against the database answered. */
  database: z.enum(['up', 'down']),
  /** Present when `success` is false. */
  error: z.string().optional(),
  /** Same sentence as `error`. */
  message: z.string().optional(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/**
 * An image address: http(s), or a path on this server (`/media/…`); never `javascript:`, `data:`
 * or a protocol-relative `//host`.
 */
export const imageAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is too long.`)
    .regex(/^(https?:\/\/|\/(?!\/))/i, `${label} must start with http://, https:// or /.`);

/** A list page: `limit` (default 20, at most 100) and the opaque `cursor` of the previous page. */
export const PageQuery = z.object({
  /** How many items, 1–100 (default 20). */
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1.')
    .max(100, 'limit must be at most 100.')
    .default(20),
  /** `nextCursor` of the previous page; absent for the first. */
  cursor: z.string().max(200, 'cursor is too long.').optional(),
});
