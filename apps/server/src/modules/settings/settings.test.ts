import { NOTIFICATION_TYPES, SettingsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { settingsKit } from '../../../test/kits/settings';

const t = useTestApp();
const k = settingsKit(t);

const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true]));

describe('GET /api/me/settings', () => {
  it('answers everyone and every notification type on for a new user', async () => {
    const a = await k.person();
    const response = await k.get(a);
    expect(response.statusCode).toBe(200);
    expect(SettingsAnswer.parse(response.json())).toEqual({
      success: true,
      settings: { friendRequestsFrom: 'everyone', notifications: allOn },
    });
  });

  it('needs a session, for reading and for changing', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await k.call(method, '/api/me/settings', undefined, method === 'PUT' ? {} : undefined);
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('PUT /api/me/settings', () => {
  it('changes only what is sent and answers the whole settings; GET agrees', async () => {
    const [a, other] = [await k.person(), await k.person()];
    const first = await k.put(a, { notifications: { message: false, post_liked: false } });
    expect(first.statusCode).toBe(200);
    expect(SettingsAnswer.parse(first.json()).settings).toEqual({
      friendRequestsFrom: 'everyone',
      notifications: { ...allOn, message: false, post_liked: false },
    });

    const second = await k.put(a, { friendRequestsFrom: 'friends_of_friends' });
    expect(second.json().settings).toEqual({
      friendRequestsFrom: 'friends_of_friends',
      notifications: { ...allOn, message: false, post_liked: false },
    });

    const third = await k.put(a, { friendRequestsFrom: 'nobody', notifications: { message: true } });
    const expected = { friendRequestsFrom: 'nobody', notifications: { ...allOn, post_liked: false } };
    expect(third.json().settings).toEqual(expected);
    expect((await k.get(a)).json().settings).toEqual(expected);
    // Someone else's settings are their own.
    expect((await k.get(other)).json().settings).toEqual({
      friendRequestsFrom: 'everyone',
      notifications: allOn,
    });
  });

  it('keeps the stored list distinct and sorted; switching on what is on changes nothing', async () => {
    const a = await k.person();
    await k.put(a, { notifications: { queue_matched: false, friend_request: false } });
    await k.put(a, { notifications: { queue_matched: false, missed_call: true } });
    expect(await k.mutedColumn(a)).toEqual(['friend_request', 'queue_matched']);
  });

  it('answers the settings unchanged for an empty body', async () => {
    const a = await k.person();
    await k.mute(a, 'missed_call');
    const response = await k.put(a, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.notifications).toEqual({ ...allOn, missed_call: false });
  });

  it('two changes at the same instant both stay', async () => {
    const a = await k.person();
    await Promise.all(NOTIFICATION_TYPES.map((type) => k.put(a, { notifications: { [type]: false } })));
    expect(await k.mutedColumn(a)).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('refuses unknown keys and types and wrong values with 400, changing nothing', async () => {
    const a = await k.person();
    await k.put(a, { friendRequestsFrom: 'friends_of_friends', notifications: { message: false } });
    const before = (await k.get(a)).json();
    const cases: [unknown, string][] = [
      [{ theme: 'dark' }, 'body: Unknown setting: theme.'],
      [{ friendRequestsFrom: 'nobody', theme: 'dark' }, 'body: Unknown setting: theme.'],
      [
        { notifications: { message: true, birthday: false } },
        'notifications: Unknown notification type: birthday.',
      ],
      [{ notifications: { message: 'off' } }, 'notifications.message: Notifications must be true or false.'],
      [{ notifications: { message: null } }, 'notifications.message: Notifications must be true or false.'],
      [{ notifications: null }, 'notifications: Notifications must be an object.'],
      [{ notifications: ['message'] }, 'notifications: Notifications must be an object.'],
      [
        { friendRequestsFrom: 'friends' },
        'friendRequestsFrom: Friend requests from must be everyone, friends_of_friends or nobody.',
      ],
      [
        { friendRequestsFrom: null },
        'friendRequestsFrom: Friend requests from must be everyone, friends_of_friends or nobody.',
      ],
      [[], 'body: The request body must be a JSON object.'],
      [undefined, 'body: The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await k.put(a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message, message });
    }
    expect((await k.get(a)).json()).toEqual(before);
  });
});
