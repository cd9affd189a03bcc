import {
  INVITE_LINK_GONE,
  type InvitedSubject,
  type InviteLink,
  type InviteLinkBody,
  type InviteLinkPreviewAnswer,
  type InviteRole,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { relationsAccess } from '../../policies/relations';
import { inviteLinksRepository } from './links-repository';
import { presentInviteLink } from './presenter';
import { invitationsRepository } from './repository';
import { answerIn } from './service';
import { type InvitationSubjects, requireOpen, type SubjectRef, subjectPreview } from './subjects';

export const INVITE_LINKS_LIST_MAX = 100;

export interface InviteLinksServiceOptions {
  events: EventHub;
  /** Who may make links to a project or a collective, and how one is let in. */
  subjects: InvitationSubjects;
}

/** What a link is made with (a collective's links always make members). */
export type InviteLinkRequest = Omit<InviteLinkBody, 'role'> & { role: InviteRole };

const linkGone = () => notFound(INVITE_LINK_GONE, 'INVITE_LINK_GONE');

/**
 * Invite links to a project or a collective (docs/design/bringing-people-in.md §1–2): its team
 * makes them (with a role — only a project's owner makes editors — an expiry and a use limit), lists
 * and revokes them; whoever holds one sees what it opens and joins by it. A link revoked, expired,
 * used up or never made is one 404, so a token cannot be probed. An invitation by email's sign-up
 * link is one too, used once, and answers its invitation when used.
 */
export function inviteLinksService(db: Database, { events, subjects }: InviteLinksServiceOptions) {
  const links = inviteLinksRepository(db);
  const relations = relationsAccess(db);

  /** The live link a token names, and what it opens (still there). */
  async function liveLink(token: string) {
    const link = token.length >= 32 ? await links.findLive(hashToken(token)) : undefined;
    if (!link) throw linkGone();
    const subject = await subjectPreview(db, link.subject);
    if (!subject) throw linkGone();
    return { link, subject };
  }

  /** The link an invitation by email carries, with the address it went to. */
  async function emailOf(invitationId: string | null): Promise<string | null> {
    if (invitationId === null) return null;
    return (await invitationsRepository(db).find(invitationId))?.inviteeEmail ?? null;
  }

  const shown = ({ open: _open, ...subject }: InvitedSubject & { open: boolean }): InvitedSubject => subject;

  return {
    /** POST /api/{projects|collectives}/{id}/invite-links: the link, and its token this once. */
    async make(ref: SubjectRef, userId: string, body: InviteLinkRequest) {
      const id = await subjects[ref.kind].requireInviter(ref.id, userId, body.role);
      const token = newToken();
      const linkId = await links.insert({
        subject: { kind: ref.kind, id },
        tokenHash: hashToken(token),
        role: body.role,
        createdBy: userId,
        expiresInHours: body.expiresInHours,
        maxUses: body.maxUses,
      });
      const link = await links.find(linkId);
      if (!link) throw linkGone();
      return { link: presentInviteLink(link), token, path: `/invite/${token}` };
    },

    /** GET /api/{projects|collectives}/{id}/invite-links: the team's view, newest first. */
    async of(ref: SubjectRef, userId: string): Promise<InviteLink[]> {
      const id = await subjects[ref.kind].requireInviter(ref.id, userId);
      return (await links.of({ kind: ref.kind, id }, INVITE_LINKS_LIST_MAX)).map(presentInviteLink);
    },

    /** DELETE /api/{projects|collectives}/{id}/invite-links/{linkId}: it stops working at once. */
    async revoke(ref: SubjectRef, linkId: string, userId: string): Promise<void> {
      const id = await subjects[ref.kind].requireInviter(ref.id, userId);
      if (!isUuid(linkId) || !(await links.revoke({ kind: ref.kind, id }, linkId.toLowerCase())))
        throw notFound('Invite link not found.', 'INVITE_LINK_NOT_FOUND');
    },

    /** GET /api/invite-links/{token}: what it lets one join, to anyone who holds it. */
    async preview(token: string): Promise<Omit<InviteLinkPreviewAnswer, 'success'>> {
      const { link, subject } = await liveLink(token);
      return {
        subject: shown(subject),
        invitedBy: link.createdBy,
        role: link.role,
        email: await emailOf(link.invitationId),
      };
    },

    /**
     * POST /api/invite-links/{token}/accept: the caller joins with the link's role; the use is taken
     * in the same transaction (and the invitation it carries answered), and not taken from a member
     * (409) or for a project no longer active (409).
     */
    async accept(token: string, userId: string): Promise<{ subject: InvitedSubject; role: InviteRole }> {
      const { link, subject } = await liveLink(token);
      // Whoever made the link and someone they blocked (or who blocked them) never meet through it:
      // to them it is a link that no longer works.
      if (await relations.isBlockedBetween(link.createdBy.userId, userId)) throw linkGone();
      requireOpen(subject);
      const port = subjects[subject.kind];
      // Its maker may still give its role (not removed, demoted, or the project handed over since).
      await port
        .requireInviter(subject.id, link.createdBy.userId, link.role)
        .catch(() => Promise.reject(linkGone()));
      const invitation = link.invitationId
        ? await invitationsRepository(db).find(link.invitationId)
        : undefined;
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (!(await port.admit(tx, outbox, subject.id, userId, link.role))) throw port.alreadyMember();
        // Used up by someone else meanwhile: the admission rolls back with it.
        if (!(await inviteLinksRepository(tx).use(link.id))) throw linkGone();
        if (invitation) await answerIn(tx, outbox, invitation, 'accepted', userId);
      });
      port.admitted(subject.id, userId);
      return { subject: shown(subject), role: link.role };
    },
  };
}

export type InviteLinksService = ReturnType<typeof inviteLinksService>;
