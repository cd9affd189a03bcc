import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { badRequest, notFound } from '../../lib/errors';
import { mediaUrl } from '../media/constants';
import { mediaRepository } from '../media/repository';
import type { MediaStorage } from '../media/storage';
import { accountRepository } from './account-repository';
import { verifyPassword } from './passwords';
import { usersRepository } from './repository';
import type { SessionsService } from './sessions';

export const WRONG_PASSWORD = 'Password is incorrect.';
export const ACCOUNT_GONE = 'This account no longer exists.';

export interface AccountDeletionOptions {
  sessions: SessionsService;
  /** The media folder: the user's uploads and thumbnails are removed from it after commit. */
  storage: MediaStorage;
  /** Where the deletion is told (`AccountDeleted`, with the projects that changed with it). */
  events: EventHub;
  log: FastifyBaseLogger;
}

/**
 * DELETE /api/me (README.md "Deleting an account"). The password is checked again first; then one
 * transaction hands over or deletes what the user ran, brings every counter that counted them down,
 * and deletes the user row (everything else of theirs goes with it). Only after commit do the
 * sessions end everywhere, the caches forget, and the files leave the disk: a failed transaction
 * leaves the account exactly as it was.
 */
export function accountDeletion(db: Database, options: AccountDeletionOptions) {
  const { sessions, storage, events, log } = options;

  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      const found = await usersRepository(db).findById(userId);
      if (!found) throw notFound(ACCOUNT_GONE, 'ACCOUNT_NOT_FOUND');
      // 400, not 401: the client treats any 401 as "signed out".
      if (!(await verifyPassword(found.passwordHash, password))) {
        throw badRequest(WRONG_PASSWORD, 'WRONG_PASSWORD');
      }

      const { files } = await transactionWithEvents(db, events, async (tx, outbox) => {
        const account = accountRepository(tx);
        // A second deletion racing this one finds nothing left to delete.
        if (!(await account.lockUser(userId))) throw notFound(ACCOUNT_GONE, 'ACCOUNT_NOT_FOUND');
        const owned = await account.lockOwnedProjects(userId);
        const handedOver = await account.handOverProjects(userId, owned);
        const deleted = await account.deleteOwnedProjects(userId);
        const counted = await account.uncountFromProjects(userId);
        await account.uncountFromPostsAndVotes(userId);
        await account.leaveCollectives(userId);
        await account.deleteDirectConversations(userId);
        const files = await account.mediaFiles(userId);
        const urls = files.map(mediaUrl);
        // Covers and avatars are addresses: the ones pointing at the user's files are cleared.
        const coversCleared = urls.length > 0 ? await mediaRepository(tx).clearPointersTo(urls) : [];
        await account.clearCollectiveAvatars(urls);
        await account.deleteUser(userId);
        const projectIds = [...new Set([...handedOver, ...deleted, ...counted, ...coversCleared])];
        outbox.emit('AccountDeleted', { userId, projectIds });
        // Every tab and socket of theirs, on every process, drops to sign-in.
        outbox.emit('SessionEnded', { userId });
        return { files };
      });
      sessions.forgetEnded({ userId });
      try {
        await storage.remove(...files);
      } catch (err) {
        // The account is gone either way; a file left behind is served to nobody (no row names it).
        log.error({ err, userId }, 'Could not remove the files of a deleted account');
      }
    },
  };
}

export type AccountDeletion = ReturnType<typeof accountDeletion>;
