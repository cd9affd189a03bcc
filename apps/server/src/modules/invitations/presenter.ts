import type { Invitation } from '@create-together/contract';
import type { InvitationRecord } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An invitation as the contract's `Invitation`; the email invited only to the project's team. */
export function presentInvitation(record: InvitationRecord, forTheTeam: boolean): Invitation {
  return {
    invitationId: record.id,
    project: {
      projectId: record.projectId,
      name: record.projectName,
      coverImageUrl: record.projectCoverUrl,
      isPublic: record.projectIsPublic,
    },
    invitedBy: record.inviter,
    invitee: record.invitee,
    email: forTheTeam ? record.inviteeEmail : null,
    role: record.role,
    state: record.state,
    createdAt: seconds(record.createdAt),
    answeredAt: record.answeredAt ? seconds(record.answeredAt) : null,
  };
}
