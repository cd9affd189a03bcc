import type { Invitation, InviteLink } from '@create-together/contract';
import type { InviteLinkRecord } from './links-repository';
import type { InvitationRecord } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An invitation as the contract's `Invitation`; the email invited only to the subject's team. */
export function presentInvitation(record: InvitationRecord, forTheTeam: boolean): Invitation {
  return {
    invitationId: record.id,
    subject: record.subject,
    invitedBy: record.inviter,
    invitee: record.invitee,
    email: forTheTeam ? record.inviteeEmail : null,
    role: record.role,
    state: record.state,
    createdAt: seconds(record.createdAt),
    answeredAt: record.answeredAt ? seconds(record.answeredAt) : null,
  };
}

/** A link as its team sees it (never its token: only its hash is kept). */
export function presentInviteLink(link: InviteLinkRecord): InviteLink {
  const now = Date.now();
  return {
    linkId: link.id,
    role: link.role,
    createdBy: link.createdBy,
    expiresAt: link.expiresAt ? seconds(link.expiresAt) : null,
    maxUses: link.maxUses,
    uses: link.uses,
    revokedAt: link.revokedAt ? seconds(link.revokedAt) : null,
    createdAt: seconds(link.createdAt),
    live:
      link.revokedAt === null &&
      (link.expiresAt === null || link.expiresAt.getTime() > now) &&
      (link.maxUses === null || link.uses < link.maxUses),
  };
}
