import type { NotificationType } from '@create-together/contract';
import type { TestContext } from '../helper';
import { friendsKit, type Person } from './friends';

/** The settings calls as one person makes them, for tests. */
export function settingsKit(t: TestContext) {
  const friends = friendsKit(t);
  const { call } = friends;
  const kit = {
    friends,
    call,
    person: friends.person,
    get: (who: Person) => call('GET', '/api/me/settings', who.cookie),
    put: (who: Person, body: unknown) => call('PUT', '/api/me/settings', who.cookie, body),

    /** Turns these types off, failing loudly on anything but 200. */
    async mute(who: Person, ...types: NotificationType[]) {
      const notifications = Object.fromEntries(types.map((type) => [type, false]));
      const response = await kit.put(who, { notifications });
      if (response.statusCode !== 200) throw new Error(`mute failed: ${response.body}`);
    },

    /** Sets Settings → Privacy, failing loudly on anything but 200. */
    async allowRequestsFrom(who: Person, friendRequestsFrom: string) {
      const response = await kit.put(who, { friendRequestsFrom });
      if (response.statusCode !== 200) throw new Error(`privacy failed: ${response.body}`);
    },

    /** The stored column, straight from the database. */
    async mutedColumn(who: Person): Promise<string[]> {
      const { rows } = await t.pool.query('select muted_notification_types as m from users where id = $1', [
        who.user.id,
      ]);
      return rows[0].m;
    },

    /** GET /api/notifications's unreadCount for `who`. */
    async unreadCount(who: Person): Promise<number> {
      return (await call('GET', '/api/notifications', who.cookie)).json().unreadCount;
    },

    /** The person's notifications (types, newest first), straight from the database. */
    async notificationTypes(who: Person): Promise<string[]> {
      const { rows } = await t.pool.query(
        'select type from notifications where user_id = $1 order by created_at desc, id desc',
        [who.user.id],
      );
      return rows.map((row) => row.type);
    },
  };
  return kit;
}
