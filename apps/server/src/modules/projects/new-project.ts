import type { CreateProjectBody } from '@create-together/contract';
import type { Executor } from '../../db/client';
import { publishOwnMediaAt } from '../media/attachments';
import { projectsRepository } from './repository';

export const toDate = (epochSeconds: number | null) =>
  epochSeconds === null ? null : new Date(epochSeconds * 1000);

/**
 * Inserts a project with its creator as owner member, inside the caller's transaction (POST
 * /api/projects, a team the queue formed); a cover from the owner's own library becomes public in
 * it (everyone sees the cover). Answers the project's id; the caller invalidates once it commits.
 */
export async function insertOwnedProject(
  tx: Executor,
  ownerUserId: string,
  input: CreateProjectBody,
): Promise<string> {
  const projects = projectsRepository(tx);
  const id = await projects.insert({
    ownerUserId,
    name: input.name,
    description: input.description,
    projectType: input.projectType,
    isPublic: input.isPublic,
    coverImageUrl: input.coverImageUrl,
    startDate: toDate(input.startDate),
    endDate: toDate(input.endDate),
    contributionCycleDays: input.contributionCycleDays,
    goals: input.goals,
    requiredSkills: input.requiredSkills,
  });
  await projects.insertMember(id, ownerUserId, 'owner');
  await publishOwnMediaAt(tx, input.coverImageUrl, ownerUserId);
  return id;
}
