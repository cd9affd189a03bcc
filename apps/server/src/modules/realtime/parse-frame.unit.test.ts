import { describe, expect, it } from 'vitest';
import { SOCKET_MESSAGES } from './constants';
import { parseFrame } from './parse-frame';

const text = (value: unknown) =>
  parseFrame(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)), false);

describe('parseFrame', () => {
  it('accepts contract frames, dropping fields the contract does not name', () => {
    expect(text({ type: 'ping', extra: 1 })).toEqual({ ok: true, frame: { type: 'ping' } });
    expect(text({ type: 'subscribe', conversationId: 'c1' })).toEqual({
      ok: true,
      frame: { type: 'subscribe', conversationId: 'c1' },
    });
  });

  it('joins a fragmented message', () => {
    expect(parseFrame([Buffer.from('{"type":'), Buffer.from('"auth"}')], false)).toEqual({
      ok: true,
      frame: { type: 'auth' },
    });
  });

  it('names what is wrong', () => {
    expect(text('{nope')).toEqual({ ok: false, message: SOCKET_MESSAGES.notJson });
    expect(parseFrame(Buffer.from('{"type":"ping"}'), true)).toEqual({
      ok: false,
      message: SOCKET_MESSAGES.notJson,
    });
    expect(text('null')).toEqual({ ok: false, message: SOCKET_MESSAGES.notAnObject });
    expect(text({ type: 7 })).toEqual({ ok: false, message: SOCKET_MESSAGES.notAnObject });
    expect(text({ type: 'x'.repeat(500) })).toEqual({
      ok: false,
      message: `Unknown frame type "${'x'.repeat(40)}".`,
    });
    const invalid = text({ type: 'typing_start', conversationId: '' });
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.message).toMatch(/^Invalid typing_start frame: conversationId: /);
  });

  it('refuses a NUL character or a lone surrogate in any field, naming it', () => {
    expect(text({ type: 'typing_start', conversationId: 'c\u0000' })).toEqual({
      ok: false,
      message:
        'Invalid typing_start frame: conversationId: Conversation id must not contain a NUL character.',
    });
    const signal = text({
      type: 'call_signal',
      data: {
        conversationId: 'c1',
        callId: 'k1',
        toUserId: 'u1',
        signal: { type: 'offer', sdp: 'v=0\ud800' },
      },
    });
    expect(signal.ok).toBe(false);
    expect(!signal.ok && signal.message).toMatch(
      /^Invalid call_signal frame: data\.signal\.sdp: Sdp is not valid Unicode text\.$/,
    );
  });

  it('takes a document frame as the contract shapes it: base64 data, a positive ref, parts marked', () => {
    const projectId = '0f6c2f5e-6b2e-4a57-9d3a-3d1f0c2b8a11';
    expect(text({ type: 'doc_sync', projectId, data: 'AAEC', ref: 3, more: true })).toEqual({
      ok: true,
      frame: { type: 'doc_sync', projectId, data: 'AAEC', ref: 3, more: true },
    });
    expect(text({ type: 'doc_open', projectId })).toEqual({
      ok: true,
      frame: { type: 'doc_open', projectId },
    });
    for (const [frame, wrong] of [
      [{ type: 'doc_sync', projectId, data: 'not base64!' }, /data: data must be base64\./],
      [{ type: 'doc_sync', projectId, data: 'AAEC', ref: 0 }, /ref: /],
      [{ type: 'doc_sync', projectId, data: 'AAEC', more: false }, /more: /],
      [{ type: 'doc_awareness', projectId, data: 'A'.repeat(48 * 1024 + 4) }, /data: /],
    ] as const) {
      const refused = text(frame);
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.message).toMatch(wrong);
    }
  });
});
