import {
  ALREADY_COLLECTIVE_MEMBER,
  type InvitationSubjectKind,
  type InvitedSubject,
  type InviteRole,
  type MemberRole,
} from '@create-together/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collectives, projects } from '../../db/schema';
import type { Outbox } from '../../events/outbox';
import { type AppError, conflict, forbidden } from '../../lib/errors';
import {
  ALREADY_MEMBER,
  ONLY_OWNER_INVITES_EDITORS,
  PROJECT_NOT_ACTIVE,
  type ProjectAccess,
} from '../../policies/projects';
import type { CollectivesService } from '../collectives/service';
import type { ProjectsService } from '../projects/service';

/** What an invitation or a link opens: a project or a collective, by id. */
export interface SubjectRef {
  kind: InvitationSubjectKind;
  id: string;
}

/**
 * What invitations ask of the project or collective they open — who may invite, who is in it, how
 * one is let in — each answered by the module that owns it. Invitations never decide these.
 */
export interface InvitationSubject {
  /**
   * The caller may invite to it (and give `role`, when named): its id lower-cased; the subject's
   * own refusal otherwise (404 when the caller may not even see it).
   */
  requireInviter(id: string, userId: string, role?: InviteRole): Promise<string>;
  /** Whether the user is in it already. */
  isMember(id: string, userId: string): Promise<boolean>;
  /** The 409 for someone in it already (an invitee, or whoever opens a link). */
  alreadyMember(): AppError;
  /** Lets the user in with the role, in the caller's transaction; false when they are in already. */
  admit(tx: Executor, outbox: Outbox, id: string, userId: string, role: InviteRole): Promise<boolean>;
  /** After the admission commits: what the subject's caches and rooms must learn. */
  admitted(id: string, userId: string): void;
}

export type InvitationSubjects = Record<InvitationSubjectKind, InvitationSubject>;

/** A project: its owner and editors invite (editors only as contributors); active ones take members. */
export function projectSubject(access: ProjectAccess, projects: ProjectsService): InvitationSubject {
  return {
    async requireInviter(id, userId, role) {
      const project = await access.requireAllowed(id, userId, 'invite');
      if (role === 'editor' && project.role !== 'owner')
        throw forbidden(ONLY_OWNER_INVITES_EDITORS, 'NOT_THE_OWNER');
      return project.projectId;
    },
    async isMember(id, userId) {
      return Boolean((await access.find(id, userId))?.role);
    },
    alreadyMember: () => conflict(ALREADY_MEMBER, 'ALREADY_MEMBER'),
    admit: (tx, outbox, id, userId, role) => projects.admit(tx, outbox, id, userId, role as MemberRole),
    admitted: (id, userId) => projects.admitted(id, userId),
  };
}

/** A collective: its founder and moderators invite; invite-only or not, an invitation lets one in. */
export function collectiveSubject(collectives: CollectivesService): InvitationSubject {
  return {
    requireInviter: (id, userId) => collectives.requireInviter(id, userId),
    isMember: (id, userId) => collectives.isMember(id, userId),
    alreadyMember: () => conflict(ALREADY_COLLECTIVE_MEMBER, 'ALREADY_MEMBER'),
    admit: (tx, outbox, id, userId) => collectives.admit(tx, outbox, id, userId),
    admitted() {},
  };
}

/** The column of `table` that names a subject of this kind. */
export function subjectColumn<T extends { projectId: unknown; collectiveId: unknown }>(
  table: T,
  kind: InvitationSubjectKind,
): T['projectId'] | T['collectiveId'] {
  return kind === 'project' ? table.projectId : table.collectiveId;
}

export interface SubjectPreview extends InvitedSubject {
  /** Whether it takes new members now (a project that is no longer active does not). */
  open: boolean;
}

/** What an invitation or a link shows of its subject, whoever asks; undefined when it is gone. */
export async function subjectPreview(db: Executor, ref: SubjectRef): Promise<SubjectPreview | undefined> {
  if (ref.kind === 'project') {
    const [row] = await db
      .select({
        id: projects.id,
        name: projects.name,
        imageUrl: projects.coverImageUrl,
        isPublic: projects.isPublic,
        status: projects.status,
      })
      .from(projects)
      .where(eq(projects.id, ref.id))
      .limit(1);
    if (!row) return undefined;
    const { status, ...shown } = row;
    return { kind: ref.kind, ...shown, open: status === 'active' };
  }
  const [row] = await db
    .select({ id: collectives.id, name: collectives.name, imageUrl: collectives.avatarUrl })
    .from(collectives)
    .where(eq(collectives.id, ref.id))
    .limit(1);
  return row && { kind: ref.kind, ...row, isPublic: true, open: true };
}

/** Throws when the subject takes no new members now: a project no longer active is 409. */
export function requireOpen(subject: SubjectPreview): void {
  if (!subject.open) throw conflict(PROJECT_NOT_ACTIVE, 'PROJECT_NOT_ACTIVE');
}
