import type {
  CollectiveMember,
  CollectiveMemberPreview,
  CollectiveRole,
  CollectiveSummary,
  CollectiveVisibility,
} from '@create-together/contract';
import { collectivePolicies } from '../../policies/collectives';
import { seconds } from '../projects/presenter';
import type { CollectiveRecord, MemberPreviewRecord } from './list-repository';
import type { MemberRecord } from './repository';

/** Built field by field, so that nothing else of a row can leak; with what `viewerId` may do about it. */
export function presentSummary(
  row: CollectiveRecord,
  preview: CollectiveMemberPreview[],
  viewerId: string | null,
): CollectiveSummary {
  const viewerRole = (row.viewerRole as CollectiveRole | null) ?? null;
  return {
    collectiveId: row.id,
    name: row.name,
    description: row.description,
    avatarUrl: row.avatarUrl,
    coverUrl: row.coverUrl,
    visibility: row.visibility as CollectiveVisibility,
    tags: row.tags,
    membersCount: row.membersCount,
    projectsCount: row.projectsCount,
    createdAt: seconds(row.createdAt),
    memberPreview: preview,
    viewerRole,
    policies: collectivePolicies({
      signedIn: viewerId !== null,
      role: viewerRole,
      membersCount: row.membersCount,
      visibility: row.visibility as CollectiveVisibility,
    }),
  };
}

/** The preview rows of a page, grouped by collective (their order kept). */
export function previewsByCollective(rows: MemberPreviewRecord[]): Map<string, CollectiveMemberPreview[]> {
  const byCollective = new Map<string, CollectiveMemberPreview[]>();
  for (const row of rows) {
    const person = { userId: row.userId, username: row.username, avatarUrl: row.avatarUrl };
    const list = byCollective.get(row.collectiveId);
    if (list) list.push(person);
    else byCollective.set(row.collectiveId, [person]);
  }
  return byCollective;
}

export function presentMember(row: MemberRecord): CollectiveMember {
  return {
    userId: row.userId,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role as CollectiveRole,
    joinedAt: seconds(row.joinedAt),
  };
}
