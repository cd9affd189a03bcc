import {
  type LoginBody,
  type PasswordBody,
  type ProfileBody,
  type RegisterBody,
  USER_SEARCH_MAX,
  type UserView,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import { type Reactions, transactionWithEvents } from '../../events/outbox';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { friendshipState, USER_NOT_FOUND } from '../../policies/relations';
import { publishOwnAvatarAt } from '../media/attachments';
import { hashPassword, verifyPassword } from './passwords';
import { presentUserView } from './presenter';
import type { UserRecord } from './repository';
import { sessionsRepository, usersRepository } from './repository';
import type { SessionClient, SessionsService } from './sessions';

export function usersService(
  db: Database,
  { sessions, events }: { sessions: SessionsService; events: Reactions },
) {
  const users = usersRepository(db);

  return {
    /** Creates the account and signs it in. 409 names which of username or email is taken. */
    async register(input: RegisterBody, client: SessionClient): Promise<{ user: UserRecord; token: string }> {
      const passwordHash = await hashPassword(input.password);
      const result = await users.insert({
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        passwordHash,
      });
      if ('taken' in result) {
        throw result.taken === 'username'
          ? conflict('Username is already taken.', 'USERNAME_TAKEN')
          : conflict('Email is already registered.', 'EMAIL_TAKEN');
      }
      return { user: result.user, token: await sessions.start(result.user.id, client) };
    },

    /** One message for an unknown user and a wrong password, so neither is revealed. */
    async login(input: LoginBody, client: SessionClient): Promise<{ user: UserRecord; token: string }> {
      const found = await users.findByIdentifier(input.identifier);
      const valid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !valid) throw unauthorized('Invalid username/email or password.', 'INVALID_CREDENTIALS');
      const { passwordHash: _hash, ...user } = found;
      return { user, token: await sessions.start(user.id, client) };
    },

    /**
     * A user's public view, to anyone (`viewerId` null when not signed in); 404 exactly as for an
     * unknown id when they blocked the viewer.
     */
    async view(viewerId: string | null, id: string): Promise<UserView> {
      const userId = id.toLowerCase();
      if (!isUuid(userId)) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      if (viewerId === null) {
        const found = await users.findById(userId);
        if (!found) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
        return presentUserView(found, 'none');
      }
      const found = await users.findVisible(viewerId, userId);
      if (!found) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      // Yourself: there is no relation to show.
      return presentUserView(found, found.id === viewerId ? 'none' : friendshipState(viewerId, found));
    },

    /** GET /api/users?q=: at most USER_SEARCH_MAX, never the viewer nor anyone who blocked them. */
    async search(viewerId: string, q: string): Promise<UserView[]> {
      const rows = await users.search(viewerId, q, USER_SEARCH_MAX);
      return rows.map((row) => presentUserView(row, friendshipState(viewerId, row)));
    },

    /**
     * Only the fields sent change; an avatar from the user's own library becomes public with it,
     * and is shown from its thumbnail (publishOwnAvatarAt).
     */
    async updateProfile(userId: string, patch: ProfileBody): Promise<UserRecord> {
      const user = await db.transaction(async (tx) => {
        const changes =
          patch.avatarUrl === undefined
            ? patch
            : { ...patch, avatarUrl: await publishOwnAvatarAt(tx, patch.avatarUrl, userId) };
        return usersRepository(tx).updateProfile(userId, changes);
      });
      if (!user) throw notFound('This account no longer exists.');
      await sessions.userChanged(user);
      return user;
    },

    /**
     * Checks the current password, then in one transaction stores the new hash and ends every other
     * session, so a stolen session cannot outlive the change. A wrong current password is 400, not
     * 401: the client treats any 401 as "signed out".
     */
    async changePassword(userId: string, keepTokenHash: string, input: PasswordBody): Promise<void> {
      const found = await users.findById(userId);
      if (!found) throw notFound('This account no longer exists.');
      if (!(await verifyPassword(found.passwordHash, input.currentPassword))) {
        throw badRequest('Current password is incorrect.', 'WRONG_PASSWORD');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const others = { userId, exceptTokenHash: keepTokenHash };
      await transactionWithEvents(db, events, async (tx, outbox) => {
        await usersRepository(tx).updatePasswordHash(userId, passwordHash);
        await sessionsRepository(tx).deleteOthers(userId, keepTokenHash);
        outbox.emit('SessionEnded', others);
      });
      sessions.forgetEnded(others);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
