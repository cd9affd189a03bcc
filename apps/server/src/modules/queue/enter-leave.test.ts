import {
  ALREADY_QUEUED,
  EnterQueueAnswer,
  LeaveQueueAnswer,
  QueueStatusAnswer,
} from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { call } from '../../../test/kits/projects';
import { entryBody, queueKit } from '../../../test/kits/queue';

const t = useTestApp();
const k = queueKit(t);

describe('POST /api/queue', () => {
  it.each([
    ['no body', undefined, 'body: The request body must be a JSON object.'],
    ['a team of one', entryBody({ teamSize: 1 }), 'teamSize: Team size must be at least 2.'],
    ['a team of seven', entryBody({ teamSize: 7 }), 'teamSize: Team size must be at most 6.'],
    ['a fractional team', entryBody({ teamSize: 2.5 }), 'teamSize: Team size must be a whole number.'],
    ['no team size', { duration: 'day', settings: entryBody().settings }, 'teamSize: Team size is required.'],
    ['a month', { ...entryBody(), duration: 'month' }, 'duration: Duration must be hour, day or week.'],
    [
      'an unknown key',
      entryBody({ settings: { key: 'H minor' as never } }),
      'settings.key: Key must be one of the 24 major and minor keys, e.g. "A minor".',
    ],
    ['too slow', entryBody({ settings: { bpm: 39 } }), 'settings.bpm: Tempo must be at least 40 bpm.'],
    ['too fast', entryBody({ settings: { bpm: 241 } }), 'settings.bpm: Tempo must be at most 240 bpm.'],
    [
      'a fractional tempo',
      entryBody({ settings: { bpm: 90.5 } }),
      'settings.bpm: Tempo must be a whole number of bpm.',
    ],
    [
      'an unknown style',
      entryBody({ settings: { style: 'polka' as never } }),
      /^settings\.style: Style must be one of chill-hop, /,
    ],
    ['no settings', { teamSize: 3, duration: 'day' }, 'settings: Settings is required.'],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    const who = await k.person();
    const response = await call(t.app, 'POST', '/api/queue', who.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await k.entryRows([who])).toEqual([]);
  });

  it('needs a signed-in creator', async () => {
    for (const [method, url] of [
      ['POST', '/api/queue'],
      ['GET', '/api/queue'],
      ['DELETE', '/api/queue'],
      ['GET', '/api/queue/sessions'],
      ['GET', '/api/queue/projects'],
    ] as const) {
      const response = await call(t.app, method, url, undefined, method === 'POST' ? entryBody() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('puts a creator in the queue to wait when nobody compatible waits', async () => {
    const who = await k.person();
    const response = await k.enter(who, entryBody({ teamSize: 4, duration: 'week', settings: { bpm: 128 } }));
    expect(response.statusCode).toBe(201);
    const answer = EnterQueueAnswer.parse(response.json());
    expect(answer.match).toBeNull();
    expect(answer.entry).toMatchObject({
      teamSize: 4,
      duration: 'week',
      settings: { key: 'A minor', bpm: 128, style: 'chill-hop' },
      state: 'waiting',
    });
    const status = QueueStatusAnswer.parse((await k.status(who)).json());
    expect(status).toEqual({ success: true, entry: answer.entry, compatibleWaiting: 0 });
  });

  it('refuses a second entry while the first waits (409), keeping the first', async () => {
    const who = await k.person();
    const first = await k.entered(who);
    const again = await k.enter(who, entryBody({ teamSize: 2, settings: { style: 'jazz' } }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: ALREADY_QUEUED, code: 'ALREADY_QUEUED' });
    expect((await k.status(who)).json().entry.entryId).toBe(first.entry.entryId);
  });

  it('lets one of two enters at the same instant in, the other 409', async () => {
    const who = await k.person();
    const answers = await Promise.all([k.enter(who), k.enter(who, entryBody({ teamSize: 4 }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await k.entryRows([who])).toHaveLength(1);
  });
});

describe('GET /api/queue', () => {
  it('answers null when not waiting', async () => {
    expect((await k.status(await k.person())).json()).toEqual({
      success: true,
      entry: null,
      compatibleWaiting: 0,
    });
  });

  it('counts the compatible creators waiting: same size, duration, style and key, tempo within 5', async () => {
    const [me, near, edge, far, otherKey] = await k.people(5);
    await k.entered(me, entryBody({ teamSize: 5, settings: { bpm: 100 } }));
    await k.entered(near, entryBody({ teamSize: 5, settings: { bpm: 103 } }));
    await k.entered(edge, entryBody({ teamSize: 5, settings: { bpm: 95 } }));
    await k.entered(far, entryBody({ teamSize: 5, settings: { bpm: 106 } }));
    await k.entered(otherKey, entryBody({ teamSize: 5, settings: { bpm: 100, key: 'A major' } }));
    expect((await k.status(me)).json().compatibleWaiting).toBe(2);
    expect((await k.status(far)).json().compatibleWaiting).toBe(1);
  });
});

describe('DELETE /api/queue', () => {
  it('takes the creator out at once, answers whether they were waiting, and may be repeated', async () => {
    const who = await k.person();
    await k.entered(who);
    expect(LeaveQueueAnswer.parse((await k.leave(who)).json())).toEqual({ success: true, left: true });
    expect((await k.status(who)).json().entry).toBeNull();
    expect((await k.leave(who)).json()).toEqual({ success: true, left: false });
    expect(await k.entryRows([who])).toEqual([expect.objectContaining({ state: 'left', session_id: null })]);
  });

  it('leaves nobody to be matched with: those who left are never in a team', async () => {
    const [a, b, c] = await k.people(3);
    await k.entered(a);
    await k.entered(b);
    await k.leave(a);
    expect((await k.entered(c)).match).toBeNull();
    expect((await k.status(c)).json().compatibleWaiting).toBe(1);
  });

  it('lets a creator who left enter again', async () => {
    const who = await k.person();
    await k.entered(who);
    await k.leave(who);
    expect((await k.enter(who, entryBody({ teamSize: 2 }))).statusCode).toBe(201);
  });
});
