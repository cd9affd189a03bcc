import { z } from 'zod';

/** The way in the API reference names: the session cookie POST /api/user/login sets. */
export const SESSION_SCHEME = 'session';
/** The scraper's way in: GET /metrics with the METRICS_TOKEN bearer. */
export const METRICS_SCHEME = 'metricsToken';
/** Who may call an operation, as OpenAPI says it: any one of these ways in (`{}`: none at all). */
type Security = Record<string, string[]>[];
/** A route that needs a session. */
export const SESSION_NEEDED: Security = [{ [SESSION_SCHEME]: [] }];
/** A route that reads the session when there is one (a private thing shows to those it belongs to). */
export const SESSION_IF_ANY: Security = [{ [SESSION_SCHEME]: [] }, {}];

/** An answer that is not JSON, or not only: its media types, each with what it carries. */
export interface ContentAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route's own schemas cannot say, for the API reference alone (never validated nor
     * serialized with): the form of a multipart upload, the bytes of a file, the answer of a route
     * that sends JSON it built itself. Zod schemas, as the route's own; they replace its own.
     */
    reference?: {
      body?: z.ZodType;
      response?: Record<number, z.ZodType | ContentAnswer>;
    };
  }
}

/** Bytes of the given media types (a file, an archive), for the API reference. */
export function bytesAnswer(description: string, mediaTypes: readonly string[]): ContentAnswer {
  const schema = z.file();
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** Plain text (the metrics' exposition format), for the API reference. */
export function textAnswer(description: string): ContentAnswer {
  return { description, content: { 'text/plain': { schema: z.string() } } };
}
