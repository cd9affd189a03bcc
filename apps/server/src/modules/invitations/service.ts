import {
  INVITATION_NOT_FOUND,
  type Invitation,
  type InvitationBody,
  type MemberRole,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents } from '../../events/outbox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  ALREADY_MEMBER,
  ONLY_OWNER_INVITES_EDITORS,
  PROJECT_NOT_ACTIVE,
  type ProjectAccess,
} from '../../policies/projects';
import { relationsAccess, USER_NOT_FOUND } from '../../policies/relations';
import type { ProjectsService } from '../projects/service';
import { presentInvitation } from './presenter';
import { type InvitationRecord, invitationsRepository } from './repository';

/** At most this many invitations are listed at once (a project's, or one's own pending). */
export const INVITATIONS_LIST_MAX = 200;

export interface InvitationsServiceOptions {
  access: ProjectAccess;
  events: EventHub;
  /** Admits the invitee as a member, in the acceptance's transaction. */
  projects: ProjectsService;
}

const invitationNotFound = () => notFound(INVITATION_NOT_FOUND, 'INVITATION_NOT_FOUND');
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');

/**
 * Invitations to a project (docs/design/bringing-people-in.md §1): its owner and editors invite by
 * username, a friend's id or an email, with a role (only the owner makes editors); the invitee
 * accepts — which, unlike joining, also opens a private project — or declines; the team withdraws.
 * Someone blocked either way is answered as a username nobody has.
 */
export function invitationsService(db: Database, { access, events, projects }: InvitationsServiceOptions) {
  const repo = invitationsRepository(db);
  const relations = relationsAccess(db);

  /** An invitation addressed to `userId` (by account or email), pending; 404 otherwise. */
  async function pendingTo(invitationId: string, userId: string) {
    const invitation = isUuid(invitationId) ? await repo.find(invitationId) : undefined;
    const email = await repo.emailOf(userId);
    const mine =
      invitation &&
      invitation.state === 'pending' &&
      (invitation.invitee?.userId === userId || (email !== null && invitation.inviteeEmail === email));
    if (!mine) throw invitationNotFound();
    return invitation;
  }

  /**
   * Answers a pending invitation, and what goes with it (`alongside`: an acceptance's admission), in
   * one transaction; its notification is read. 404 when it was answered meanwhile.
   */
  async function answer(
    invitation: InvitationRecord,
    state: 'accepted' | 'declined' | 'withdrawn',
    alongside?: (tx: Executor, outbox: Outbox) => Promise<void>,
    byUserId?: string,
  ): Promise<void> {
    await transactionWithEvents(db, events, async (tx, outbox) => {
      const tables = invitationsRepository(tx);
      if (!(await tables.answer(invitation.id, state, byUserId))) throw invitationNotFound();
      await alongside?.(tx, outbox);
      outbox.emit('ProjectInvitationAnswered', {
        invitationId: invitation.id,
        inviteeUserId:
          invitation.invitee?.userId ??
          byUserId ??
          (await tables.userWithEmail(invitation.inviteeEmail ?? '')),
      });
    });
  }

  return {
    /** POST /api/projects/{id}/invitations: 201 a new one, 200 the one already pending. */
    async invite(
      projectId: string,
      inviterId: string,
      body: InvitationBody,
    ): Promise<{ invitation: Invitation; made: boolean }> {
      const project = await access.requireAllowed(projectId, inviterId, 'invite');
      const role: MemberRole = body.role;
      if (role === 'editor' && project.role !== 'owner')
        throw forbidden(ONLY_OWNER_INVITES_EDITORS, 'NOT_THE_OWNER');
      let inviteeUserId: string | null = null;
      let inviteeEmail: string | null = null;
      if (body.email !== undefined) inviteeEmail = body.email.toLowerCase();
      else {
        const found =
          body.username !== undefined
            ? await repo.findUser({ username: body.username })
            : isUuid(body.userId ?? '')
              ? await repo.findUser({ userId: body.userId as string })
              : undefined;
        if (!found || (await relations.isBlockedBetween(inviterId, found.id))) throw userNotFound();
        if (found.id === inviterId) throw badRequest('You are already in this project.', 'ALREADY_MEMBER');
        const member = await access.find(project.projectId, found.id);
        if (member?.role) throw conflict(ALREADY_MEMBER, 'ALREADY_MEMBER');
        inviteeUserId = found.id;
      }
      const { id, made } = await transactionWithEvents(db, events, async (tx, outbox) => {
        const tables = invitationsRepository(tx);
        const pending = await tables.insertPending({
          projectId: project.projectId,
          inviterUserId: inviterId,
          inviteeUserId,
          inviteeEmail,
          role,
        });
        // The account an invited email belongs to is told too (the inviter is never told whose it is).
        if (pending.made)
          outbox.emit('ProjectInvitationSent', {
            invitationId: pending.id,
            projectId: project.projectId,
            inviterId,
            inviteeUserId: inviteeUserId ?? (await tables.userWithEmail(inviteeEmail ?? '')),
          });
        return pending;
      });
      const record = await repo.find(id);
      if (!record) throw invitationNotFound();
      return { invitation: presentInvitation(record, true), made };
    },

    /** GET /api/projects/{id}/invitations: the owner's and editors' view, newest first. */
    async ofProject(projectId: string, userId: string): Promise<Invitation[]> {
      const project = await access.requireAllowed(projectId, userId, 'invite');
      const records = await repo.ofProject(project.projectId, INVITATIONS_LIST_MAX);
      return records.map((record) => presentInvitation(record, true));
    },

    /** DELETE /api/projects/{id}/invitations/{invitationId}: the team takes a pending one back. */
    async withdraw(projectId: string, invitationId: string, userId: string): Promise<void> {
      const project = await access.requireAllowed(projectId, userId, 'invite');
      const invitation = isUuid(invitationId) ? await repo.find(invitationId) : undefined;
      if (!invitation || invitation.projectId !== project.projectId || invitation.state !== 'pending')
        throw invitationNotFound();
      await answer(invitation, 'withdrawn');
    },

    /** GET /api/me/invitations: what waits for the caller's answer. */
    async mine(userId: string): Promise<Invitation[]> {
      const records = await repo.pendingFor(userId, await repo.emailOf(userId), INVITATIONS_LIST_MAX);
      return records.map((record) => presentInvitation(record, false));
    },

    /**
     * POST /api/invitations/{id}/accept: the caller joins with the invitation's role, in one
     * transaction with its answer; the project must still be active.
     */
    async accept(invitationId: string, userId: string): Promise<Invitation> {
      const invitation = await pendingTo(invitationId, userId);
      const project = await access.find(invitation.projectId, invitation.inviter.userId);
      if (!project) throw invitationNotFound();
      if (project.status !== 'active') throw conflict(PROJECT_NOT_ACTIVE, 'PROJECT_NOT_ACTIVE');
      await answer(
        invitation,
        'accepted',
        async (tx, outbox) => {
          await projects.admit(tx, outbox, invitation.projectId, userId, invitation.role);
        },
        userId,
      );
      projects.admitted(invitation.projectId, userId);
      const answered = await repo.find(invitation.id);
      if (!answered) throw invitationNotFound();
      return presentInvitation(answered, false);
    },

    /** POST /api/invitations/{id}/decline. */
    async decline(invitationId: string, userId: string): Promise<void> {
      const invitation = await pendingTo(invitationId, userId);
      await answer(invitation, 'declined', undefined, userId);
    },
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
