import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { ProjectAccess } from '../../policies/projects';
import { collectivesRepository } from '../collectives/repository';
import { projectsRepository } from '../projects/repository';

/** A project or a collective, whose members have a chat. */
export interface ChatSubject {
  kind: 'project' | 'collective';
  id: string;
}

/**
 * Who is in a project or a collective: the people its chat holds. Each answer is the owning
 * module's (the projects' access rule, the collectives' members), never decided here.
 */
export interface ChatSubjects {
  /** Its id lower-cased and everyone in it when `userId` is one of them; null otherwise (404). */
  membersFor(subject: ChatSubject, userId: string): Promise<{ id: string; memberIds: string[] } | null>;
}

export function chatSubjects(db: Executor, access: ProjectAccess): ChatSubjects {
  return {
    async membersFor(subject, userId) {
      const id = subject.id.toLowerCase();
      if (subject.kind === 'project') {
        const project = await access.find(id, userId);
        if (!project?.role) return null;
        const members = await projectsRepository(db).contributorsOf([project.projectId]);
        return { id: project.projectId, memberIds: members.map((m) => m.userId) };
      }
      if (!isUuid(id)) return null;
      const memberIds = await collectivesRepository(db).memberIds(id);
      return memberIds.includes(userId) ? { id, memberIds } : null;
    },
  };
}
