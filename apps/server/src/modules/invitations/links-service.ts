import {
  INVITE_LINK_GONE,
  type InviteLink,
  type InviteLinkBody,
  type InviteLinkPreviewAnswer,
  type MemberRole,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import {
  ALREADY_MEMBER,
  ONLY_OWNER_INVITES_EDITORS,
  PROJECT_NOT_ACTIVE,
  type ProjectAccess,
} from '../../policies/projects';
import type { ProjectsService } from '../projects/service';
import { inviteLinksRepository } from './links-repository';
import { presentInviteLink } from './presenter';
import { invitationsRepository } from './repository';

export const INVITE_LINKS_LIST_MAX = 100;

export interface InviteLinksServiceOptions {
  access: ProjectAccess;
  events: EventHub;
  projects: ProjectsService;
}

const linkGone = () => notFound(INVITE_LINK_GONE, 'INVITE_LINK_GONE');

/**
 * A project's invite links (docs/design/bringing-people-in.md §1): its owner and editors make them
 * (with a role — only the owner's may make editors — an expiry and a use limit), list and revoke
 * them; whoever holds one sees what it opens and joins by it. A link revoked, expired, used up or
 * never made is one 404, so a token cannot be probed.
 */
export function inviteLinksService(db: Database, { access, events, projects }: InviteLinksServiceOptions) {
  const links = inviteLinksRepository(db);

  /** The live link a token names, and the project it opens (still there and active). */
  async function liveLink(token: string) {
    const link = token.length >= 32 ? await links.findLive(hashToken(token)) : undefined;
    if (!link) throw linkGone();
    const project = await invitationsRepository(db).project(link.subjectId);
    if (!project) throw linkGone();
    return { link, project };
  }

  return {
    /** POST /api/projects/{id}/invite-links: the link, and its token this once. */
    async make(projectId: string, userId: string, body: InviteLinkBody) {
      const project = await access.requireAllowed(projectId, userId, 'invite');
      const role: MemberRole = body.role;
      if (role === 'editor' && project.role !== 'owner')
        throw forbidden(ONLY_OWNER_INVITES_EDITORS, 'NOT_THE_OWNER');
      const token = newToken();
      const id = await links.insert({
        projectId: project.projectId,
        tokenHash: hashToken(token),
        role,
        createdBy: userId,
        expiresInHours: body.expiresInHours,
        maxUses: body.maxUses,
      });
      const link = await links.find(id);
      if (!link) throw linkGone();
      return { link: presentInviteLink(link), token, path: `/invite/${token}` };
    },

    /** GET /api/projects/{id}/invite-links: the team's view, newest first. */
    async ofProject(projectId: string, userId: string): Promise<InviteLink[]> {
      const project = await access.requireAllowed(projectId, userId, 'invite');
      return (await links.ofProject(project.projectId, INVITE_LINKS_LIST_MAX)).map(presentInviteLink);
    },

    /** DELETE /api/projects/{id}/invite-links/{linkId}: it stops working at once. */
    async revoke(projectId: string, linkId: string, userId: string): Promise<void> {
      const project = await access.requireAllowed(projectId, userId, 'invite');
      if (!isUuid(linkId) || !(await links.revoke(project.projectId, linkId)))
        throw notFound('Invite link not found.', 'INVITE_LINK_NOT_FOUND');
    },

    /** GET /api/invite-links/{token}: what it lets one join, to anyone who holds it. */
    async preview(token: string): Promise<Omit<InviteLinkPreviewAnswer, 'success'>> {
      const { link, project } = await liveLink(token);
      return {
        project: {
          projectId: project.id,
          name: project.name,
          coverImageUrl: project.coverImageUrl,
          isPublic: project.isPublic,
        },
        invitedBy: link.createdBy,
        role: link.role,
      };
    },

    /**
     * POST /api/invite-links/{token}/accept: the caller joins with the link's role; the use is taken
     * in the same transaction, and not taken from a member (409) or for an inactive project (409).
     */
    async accept(token: string, userId: string): Promise<{ projectId: string; role: MemberRole }> {
      const { link, project } = await liveLink(token);
      if (project.status !== 'active') throw conflict(PROJECT_NOT_ACTIVE, 'PROJECT_NOT_ACTIVE');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (!(await projects.admit(tx, outbox, project.id, userId, link.role)))
          throw conflict(ALREADY_MEMBER, 'ALREADY_MEMBER');
        // Used up by someone else meanwhile: the admission rolls back with it.
        if (!(await inviteLinksRepository(tx).use(link.id))) throw linkGone();
      });
      projects.admitted(project.id, userId);
      return { projectId: project.id, role: link.role };
    },
  };
}

export type InviteLinksService = ReturnType<typeof inviteLinksService>;
