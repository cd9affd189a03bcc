import { resolve } from 'node:path';
import { IceServer } from '@create-together/contract';
import { z } from 'zod';
import { defaultWebDistDir } from './lib/paths';
import type { DocumentTimings } from './modules/documents/constants';
import type { PeaksBackfillTimings } from './modules/media/peaks-backfill';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible store for media (S3_… variables: all of them or none). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted stores want it. */
  forcePathStyle: boolean;
}

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded PostgreSQL, its password and uploaded media. */
  dataDir: string;
  /** Absolute: uploaded files (DATA_DIR/media unless MEDIA_DIR says otherwise). */
  mediaDir: string;
  /** The largest image or video upload accepted (the kind is decided once the bytes are in); larger is 413. */
  mediaMaxBytes: number;
  /** The largest audio upload accepted: stems are long and lossless (a 3-minute 24-bit WAV is 52 MB). */
  mediaAudioMaxBytes: number;
  /** Mailed links (resets, confirmations) one address or account may ask for per window; more are 429. */
  mailLinkLimit: { perAddress: number; windowMs: number };
  /** Set: media live in this S3-compatible bucket instead of mediaDir (which then holds uploads in progress). */
  s3: S3Settings | null;
  /** Uploads one user may make per window; more are 429. */
  mediaUploadLimit: { max: number; windowMs: number };
  /** When set, this PostgreSQL server is used and none is started. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** When set, real-time events go through this Redis (pub/sub), so several processes share them. */
  redisUrl: string | undefined;
  /** Both set: calls use Agora instead of the built-in WebRTC. */
  agora: { appId: string; appCertificate: string } | null;
  /** ICE servers for WebRTC calls (none: loopback and LAN need none). */
  iceServers: IceServer[];
  /** Force the Secure cookie flag; it is also set whenever the request came over HTTPS. */
  cookieSecure: boolean;
  trustProxy: boolean | number | string;
  /** Origins allowed to make state-changing requests; null means "the request's own Host". */
  appOrigins: string[] | null;
  webDistDir: string;
  logLevel: LogLevel;
  authRateLimit: { addressMax: number; identifierMax: number; windowMs: number };
  /** How long a looked-up session is trusted without asking the database again; 0 turns that off. */
  sessionCacheMs: number;
  /** How long a read project is served from memory (writes invalidate it at once); 0 turns that off. */
  projectCacheMs: number;
  /** How often counted project views are written to the database. */
  viewFlushMs: number;
  /** How often the socket gateway pings every socket and drops those that missed the last ping. */
  socketHeartbeatMs: number;
  /**
   * A call still ringing this long after its invite was abandoned (its caller's tab died with no
   * tab of the callee open): the server ends it as a missed call. Longer than every client's own
   * ringing (30 s auto-reject, 35 s for the caller).
   */
  callRingExpiryMs: number;
  /** Check every answer against its contract schema before sending (tests turn this on). */
  checkAnswers: boolean;
  /** How live documents are held, stored and versioned (documents/constants.ts); tests shorten them. */
  documentTimings: Partial<DocumentTimings>;
  /** How the peaks backfill paces itself (media/peaks-backfill.ts); tests turn its timer off. */
  peaksBackfillTimings: Partial<PeaksBackfillTimings>;
  /** Load the demo world (src/demo) at start-up when the database has no users yet. */
  demoData: boolean;
  /** SMTP_URL and MAIL_FROM: mail goes out (password resets, address checks, invitations); null: mail is off. */
  mail: { smtpUrl: string; from: string } | null;
  /** The bearer token GET /metrics asks for; unset, /metrics is a 404. */
  metricsToken: string | undefined;
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const origin = z.string().transform((value, ctx) => {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search) {
      return url.origin;
    }
  } catch {}
  ctx.addIssue({ code: 'custom', message: `"${value}" is not an origin like https://example.com` });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  DATABASE_POOL_MAX: wholeNumber(1, 1000).default(10),
  AGORA_APP_ID: z.string().optional(),
  AGORA_APP_CERTIFICATE: z.string().optional(),
  ICE_SERVERS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be JSON, e.g. [{"urls":"stun:stun.example.org:3478"}]',
        });
        return z.NEVER;
      }
    })
    .pipe(z.array(IceServer, 'must be a JSON array of ICE servers'))
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  COOKIE_SECURE: bool.default(false),
  // true / false, a number of proxy hops, or a comma-separated list of proxy addresses (Fastify's trustProxy).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  APP_ORIGIN: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1, 'must list at least one origin'))
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  AUTH_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_IDENTIFIER_MAX: wholeNumber(1, 1_000_000).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 86_400).default(900),
  SESSION_CACHE_SECONDS: wholeNumber(0, 60).default(5),
  PROJECT_CACHE_SECONDS: wholeNumber(0, 3600).default(30),
  VIEW_FLUSH_SECONDS: wholeNumber(1, 3600).default(5),
  MEDIA_DIR: z.string().optional(),
  MEDIA_MAX_BYTES: wholeNumber(1, 10 * 1024 ** 3).default(50 * 1024 * 1024),
  MEDIA_AUDIO_MAX_BYTES: wholeNumber(1, 10 * 1024 ** 3).default(250 * 1024 * 1024),
  DEMO_DATA: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]/,
      'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  // "Create Together <hello@example.com>" or a bare address.
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, e.g. "Create Together <hello@example.com>"',
    )
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (a guessable token opens the figures to anyone)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces (it is sent in a header)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/** Variables whose value a start-up error never repeats: it would land in the logs. */
const SECRETS = new Set(['METRICS_TOKEN', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY']);

/** Object storage is configured by all of these or none. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The S3 settings, null when none is set; a ConfigError naming the missing ones when only some are. */
function s3Settings(e: z.infer<typeof EnvSchema>): S3Settings | null {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region } = e;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (endpoint && bucket && region && accessKeyId && secretAccessKey) {
    return { endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle: e.S3_FORCE_PATH_STYLE };
  }
  const missing = S3_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === S3_VARIABLES.length) return null;
  const lines = missing.map(
    (name) => `  ${name}: must be set when any S3_ variable is (media go to S3 with all of them)`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Thrown for a bad environment; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** For a command's start: the configuration, or its message on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (`PORT=`) means "unset", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = present[name] === undefined || SECRETS.has(name) ? '' : ` (got "${present[name]}")`;
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: must be set with SMTP_URL, e.g. "Create Together <hello@example.com>"',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    mediaDir: e.MEDIA_DIR ? resolve(cwd, e.MEDIA_DIR) : resolve(cwd, e.DATA_DIR, 'media'),
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    mediaAudioMaxBytes: e.MEDIA_AUDIO_MAX_BYTES,
    s3: s3Settings(e),
    mediaUploadLimit: { max: 30, windowMs: 10 * 60_000 },
    mailLinkLimit: { perAddress: 5, windowMs: 60 * 60_000 },
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    agora:
      e.AGORA_APP_ID && e.AGORA_APP_CERTIFICATE
        ? { appId: e.AGORA_APP_ID, appCertificate: e.AGORA_APP_CERTIFICATE }
        : null,
    iceServers: e.ICE_SERVERS ?? [],
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    appOrigins: e.APP_ORIGIN ?? null,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir,
    logLevel: e.LOG_LEVEL,
    authRateLimit: {
      addressMax: e.AUTH_RATE_LIMIT_MAX,
      identifierMax: e.AUTH_RATE_LIMIT_IDENTIFIER_MAX,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    projectCacheMs: e.PROJECT_CACHE_SECONDS * 1000,
    viewFlushMs: e.VIEW_FLUSH_SECONDS * 1000,
    socketHeartbeatMs: 30_000, // SPEC.md §9: the client pings every 30 s too
    callRingExpiryMs: 60_000,
    checkAnswers: false,
    documentTimings: {},
    peaksBackfillTimings: {},
    demoData: e.DEMO_DATA,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
    metricsToken: e.METRICS_TOKEN,
  };
}
