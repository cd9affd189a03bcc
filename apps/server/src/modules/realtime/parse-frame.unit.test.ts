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
});
