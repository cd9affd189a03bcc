import { ClientFrame } from '@create-together/contract';
import type { RawData } from 'ws';
import { unstorableText } from '../../lib/storable-text';
import { SOCKET_MESSAGES } from './constants';

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; message: string };

/**
 * One incoming WebSocket message → a contract-valid frame, or the sentence to answer in an `error`
 * frame. Never throws: a bad frame is the client's mistake, not a reason to drop the connection.
 */
export function parseFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, message: SOCKET_MESSAGES.notJson };
  let value: unknown;
  try {
    value = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString() : data.toString());
  } catch {
    return { ok: false, message: SOCKET_MESSAGES.notJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: SOCKET_MESSAGES.notAnObject };
  }
  const parsed = ClientFrame.safeParse(value);
  if (parsed.success) {
    // A string the database cannot store (NUL, a lone surrogate) is refused like any invalid field.
    const unstorable = unstorableText(parsed.data, 'frame');
    if (unstorable) return { ok: false, message: `Invalid ${parsed.data.type} frame: ${unstorable}` };
    return { ok: true, frame: parsed.data };
  }
  return { ok: false, message: describeIssue(value, parsed.error.issues[0]) };
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** "Unknown frame type "x"." or "Invalid subscribe frame: conversationId: …", naming the field. */
function describeIssue(value: object, issue: Issue | undefined): string {
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return SOCKET_MESSAGES.notAnObject;
  // An unknown `type` fails the discriminated union as a whole.
  if (!issue || issue.code === 'invalid_union') return `Unknown frame type "${type.slice(0, 40)}".`;
  return `Invalid ${type} frame: ${issue.path.map(String).join('.')}: ${issue.message}`;
}
