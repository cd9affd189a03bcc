import {
  INVITATION_NOT_FOUND,
  type Invitation,
  type InvitationBody,
  type InviteRole,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents } from '../../events/outbox';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { relationsAccess, USER_NOT_FOUND } from '../../policies/relations';
import { inviteLinksRepository } from './links-repository';
import { presentInvitation } from './presenter';
import { type InvitationRecord, invitationsRepository } from './repository';
import { type InvitationSubjects, requireOpen, type SubjectRef, subjectPreview } from './subjects';

/** At most this many invitations are listed at once (a subject's, or one's own pending). */
export const INVITATIONS_LIST_MAX = 200;
/** How long the sign-up link of an invitation by email works. */
export const SIGN_UP_LINK_HOURS = 24 * 30;

export interface InvitationsServiceOptions {
  events: EventHub;
  /** Who may invite to a project or a collective, and how one is let in. */
  subjects: InvitationSubjects;
}

/** Who to invite, and as what (a collective's invitations always make members). */
export type InviteRequest = Omit<InvitationBody, 'role'> & { role: InviteRole };

const invitationNotFound = () => notFound(INVITATION_NOT_FOUND, 'INVITATION_NOT_FOUND');
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');

/**
 * Invitations to a project or a collective (docs/design/bringing-people-in.md §1–2): its team (a
 * project's owner and editors, a collective's founder and moderators) invites by username, a friend's
 * id or an email, with a role; the invitee accepts — which, unlike joining, also opens a private
 * project or an invite-only collective — or declines; the team withdraws. Someone blocked either way
 * is answered as a username nobody has. An invitation by email carries a sign-up link.
 */
export function invitationsService(db: Database, { events, subjects }: InvitationsServiceOptions) {
  const repo = invitationsRepository(db);
  const relations = relationsAccess(db);

  /**
   * An invitation addressed to `userId`'s account, pending, from someone neither of them blocked;
   * 404 otherwise. An invitation by email is answered through its sign-up link alone: an account's
   * email is not proof that its holder got the mail.
   */
  async function pendingTo(invitationId: string, userId: string) {
    const invitation = isUuid(invitationId) ? await repo.find(invitationId.toLowerCase()) : undefined;
    const mine = invitation && invitation.state === 'pending' && invitation.invitee?.userId === userId;
    if (!mine || (await relations.isBlockedBetween(invitation.inviter.userId, userId)))
      throw invitationNotFound();
    return invitation;
  }

  /** Its maker may still invite with its role (not removed, demoted or handed over since): 404 otherwise. */
  async function requireInviterStill(invitation: InvitationRecord): Promise<void> {
    const { kind, id } = invitation.subject;
    await subjects[kind]
      .requireInviter(id, invitation.inviter.userId, invitation.role)
      .catch(() => Promise.reject(invitationNotFound()));
  }

  /**
   * Answers a pending invitation, and what goes with it (`alongside`: an acceptance's admission), in
   * one transaction; its notification is read and its sign-up link stops working. 404 when it was
   * answered meanwhile.
   */
  async function answer(
    invitation: InvitationRecord,
    state: 'accepted' | 'declined' | 'withdrawn',
    alongside?: (tx: Executor, outbox: Outbox) => Promise<void>,
    byUserId?: string,
  ): Promise<void> {
    await transactionWithEvents(db, events, async (tx, outbox) => {
      await answerIn(tx, outbox, invitation, state, byUserId);
      await alongside?.(tx, outbox);
    });
  }

  /** A sign-up link for an invitation by email, in its transaction; the app path to send. */
  async function signUpLink(
    tx: Executor,
    invitationId: string,
    subject: SubjectRef,
    role: InviteRole,
    by: string,
  ) {
    // Asked twice at once, one after the other: one link that works, never two.
    await invitationsRepository(tx).lock(invitationId);
    const links = inviteLinksRepository(tx);
    await links.revokeOfInvitation(invitationId);
    const token = newToken();
    await links.insert({
      subject,
      invitationId,
      tokenHash: hashToken(token),
      role,
      createdBy: by,
      expiresInHours: SIGN_UP_LINK_HOURS,
      maxUses: 1,
    });
    return `/invite/${token}`;
  }

  return {
    /**
     * POST /api/{projects|collectives}/{id}/invitations: 201 a new one, 200 the one already pending.
     * An invitation by email comes with its sign-up link (a new one each time it is asked for).
     */
    async invite(
      ref: SubjectRef,
      inviterId: string,
      body: InviteRequest,
    ): Promise<{ invitation: Invitation; made: boolean; signUpPath: string | null }> {
      const subject = subjects[ref.kind];
      const id = await subject.requireInviter(ref.id, inviterId, body.role);
      let inviteeUserId: string | null = null;
      let inviteeEmail: string | null = null;
      if (body.email !== undefined) inviteeEmail = body.email.toLowerCase();
      else {
        const found =
          body.username !== undefined
            ? await repo.findUser({ username: body.username })
            : isUuid(body.userId ?? '')
              ? await repo.findUser({ userId: (body.userId as string).toLowerCase() })
              : undefined;
        if (!found || (await relations.isBlockedBetween(inviterId, found.id))) throw userNotFound();
        if (found.id === inviterId) throw badRequest('You cannot invite yourself.', 'ALREADY_MEMBER');
        if (await subject.isMember(id, found.id)) throw subject.alreadyMember();
        inviteeUserId = found.id;
      }
      const preview = await subjectPreview(db, { kind: ref.kind, id });
      if (!preview) throw invitationNotFound();
      requireOpen(preview);
      const done = await transactionWithEvents(db, events, async (tx, outbox) => {
        const tables = invitationsRepository(tx);
        const pending = await tables.insertPending({
          subject: { kind: ref.kind, id },
          inviterUserId: inviterId,
          inviteeUserId,
          inviteeEmail,
          role: body.role,
        });
        // An email is told by its sign-up link (mailed, or sent by the inviter), never through an
        // account that happens to hold that address.
        if (pending.made && inviteeUserId !== null)
          outbox.emit('InvitationSent', {
            invitationId: pending.id,
            subjectName: preview.name,
            inviterId,
            inviteeUserId,
          });
        const signUpPath =
          inviteeEmail === null ? null : await signUpLink(tx, pending.id, preview, body.role, inviterId);
        return { ...pending, signUpPath };
      });
      const record = await repo.find(done.id);
      if (!record) throw invitationNotFound();
      return { invitation: presentInvitation(record, true), made: done.made, signUpPath: done.signUpPath };
    },

    /** GET /api/{projects|collectives}/{id}/invitations: the team's view, newest first. */
    async of(ref: SubjectRef, userId: string): Promise<Invitation[]> {
      const id = await subjects[ref.kind].requireInviter(ref.id, userId);
      const records = await repo.of({ kind: ref.kind, id }, INVITATIONS_LIST_MAX);
      return records.map((record) => presentInvitation(record, true));
    },

    /** DELETE /api/{projects|collectives}/{id}/invitations/{invitationId}: the team takes one back. */
    async withdraw(ref: SubjectRef, invitationId: string, userId: string): Promise<void> {
      const id = await subjects[ref.kind].requireInviter(ref.id, userId);
      const invitation = isUuid(invitationId) ? await repo.find(invitationId.toLowerCase()) : undefined;
      if (
        !invitation ||
        invitation.subject.kind !== ref.kind ||
        invitation.subject.id !== id ||
        invitation.state !== 'pending'
      )
        throw invitationNotFound();
      await answer(invitation, 'withdrawn');
    },

    /** GET /api/me/invitations: what waits for the caller's answer. */
    async mine(userId: string): Promise<Invitation[]> {
      const records = await repo.pendingFor(userId, INVITATIONS_LIST_MAX);
      const shown = await Promise.all(
        records.map(async (record) => !(await relations.isBlockedBetween(record.inviter.userId, userId))),
      );
      return records.filter((_, i) => shown[i]).map((record) => presentInvitation(record, false));
    },

    /**
     * POST /api/invitations/{id}/accept: the caller joins with the invitation's role, in one
     * transaction with its answer; a project must still be active.
     */
    async accept(invitationId: string, userId: string): Promise<Invitation> {
      const invitation = await pendingTo(invitationId, userId);
      await requireInviterStill(invitation);
      const { subject: ref } = invitation;
      const preview = await subjectPreview(db, ref);
      if (!preview) throw invitationNotFound();
      requireOpen(preview);
      const subject = subjects[ref.kind];
      await answer(
        invitation,
        'accepted',
        async (tx, outbox) => {
          await subject.admit(tx, outbox, ref.id, userId, invitation.role);
        },
        userId,
      );
      subject.admitted(ref.id, userId);
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

/**
 * Answers a pending invitation in the caller's transaction (an invite link's acceptance answers the
 * invitation it is the sign-up link of): its notification is read and its sign-up link stops
 * working. 404 when it was answered meanwhile.
 */
export async function answerIn(
  tx: Executor,
  outbox: Outbox,
  invitation: Pick<InvitationRecord, 'id' | 'invitee' | 'inviteeEmail'>,
  state: 'accepted' | 'declined' | 'withdrawn',
  byUserId?: string,
): Promise<void> {
  const tables = invitationsRepository(tx);
  if (!(await tables.answer(invitation.id, state, byUserId))) throw invitationNotFound();
  await inviteLinksRepository(tx).revokeOfInvitation(invitation.id);
  outbox.emit('InvitationAnswered', {
    invitationId: invitation.id,
    inviteeUserId: invitation.invitee?.userId ?? byUserId ?? null,
  });
}

export type InvitationsService = ReturnType<typeof invitationsService>;
