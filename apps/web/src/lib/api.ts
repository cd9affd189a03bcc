import type { z } from 'zod';
import { ApiError } from './api-error';
import { raiseAuth401 } from './auth-events';
import { checkApart } from './contract-check/check-apart';
import { registerSessionReset } from './session-reset';

/**
 * A schema loaded on first need (lib/contract.ts `fromContract`): its code stays out of the chunk
 * that names it. `contractName`: its name in the contract (`contractSchema`), by which a check
 * after the first screen runs in a worker.
 */
export type SchemaLoader<T> = (() => Promise<z.ZodType<T>>) & { contractName?: string };
/** Runs an answer's check (resolving to whether it matches) at a time of its choosing. */
export type CheckLater = (matches: () => Promise<boolean>) => void;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the successful answer; a mismatch is an ApiError. A loader is started beside the request. */
  schema?: z.ZodType<T> | SchemaLoader<T>;
  /**
   * For an answer the first screen draws, which first-frame.js asked for early: with a loader as its
   * schema, it is handed on unchecked — the screen draws without waiting for the schema's code — and
   * `checkLater` is given its check, to run once that screen has painted (lib/first-screen.ts
   * `checkAfterFirstScreen`). Only for answers whose schema changes nothing it accepts (no defaults,
   * no transforms), as every answer's.
   */
  checkLater?: CheckLater;
  /** `include` unless a call says otherwise (SPEC.md §7: login sends no credentials flag). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /**
   * Don't raise `app:auth-401` on a 401: for login/register (a 401 there is a wrong password)
   * and for the session check, which handles its own 401 (SPEC.md §8 "Auth").
   */
  skipAuthEvent?: boolean;
}

function readServerMessage(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

declare global {
  interface Window {
    /**
     * Answers that index.html's first-frame.js asked for before the app's code arrived, by
     * address, with when they were asked for (`Date.now()`).
     */
    __earlyAnswers?: Map<string, { answer: Promise<Response>; askedAt: number }>;
  }
}

/** An early answer older than this is not used: the page that wanted it is long gone. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * The answer to GET `path` that the page asked for early (public/first-frame.js), taken once and
 * only while it is fresh: the first call for that address uses it, every later one asks the
 * server itself. Signing in or out drops them all (they were asked for as the visitor before).
 */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const early = globalThis.window?.__earlyAnswers;
  const entry = early?.get(path);
  early?.delete(path);
  if (!entry || Date.now() - entry.askedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return entry.answer;
}
registerSessionReset(() => {
  if (globalThis.window) delete window.__earlyAnswers;
});

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/** fetch + JSON + the error shape of API.md "Conventions" + the app-wide 401 event. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    schema,
    credentials = 'include',
    signal,
    skipAuthEvent = false,
    checkLater,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  let schemaArriving: Promise<z.ZodType<T>> | undefined;
  try {
    // An early answer that failed to arrive is asked for again.
    const early = method === 'GET' ? await takeEarlyAnswer(path)?.catch(() => undefined) : undefined;
    if (typeof schema === 'function' && !(early && checkLater)) {
      schemaArriving = schema();
      schemaArriving.catch(() => {}); // told below, once the answer is here
    }
    response =
      early ??
      (await fetch(path, {
        method,
        headers,
        credentials,
        signal,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, UNREACHABLE);
  }

  let payload: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  const failed = !response.ok || (payload as { success?: unknown } | null)?.success === false;
  if (failed) {
    if (response.status === 401 && !skipAuthEvent) raiseAuth401();
    const serverMessage = readServerMessage(payload);
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status}).`,
      serverMessage,
    );
  }

  if (!schema) return payload as T;
  if (typeof schema !== 'function') return checked(schema, payload, response.status);
  if (!schemaArriving) {
    // An early answer the first screen draws: checked in a worker when the schema has a name there
    // (the page, just painted, does not evaluate the contract for it), else here.
    const name = schema.contractName;
    checkLater?.(
      name && typeof Worker === 'function'
        ? () => checkApart(name, payload)
        : async () => (await schema()).safeParse(payload).success,
    );
    return payload as T;
  }
  let arrived: z.ZodType<T>;
  try {
    arrived = await schemaArriving;
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  return checked(arrived, payload, response.status);
}

function checked<T>(schema: z.ZodType<T>, payload: unknown, status: number): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(status, 'The server sent an answer this app does not understand.');
  return parsed.data;
}
