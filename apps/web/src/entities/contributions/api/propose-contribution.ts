import { ContributionAnswer, type TakeBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { contributionKeys } from '../contribution-keys';
import { type ClientContribution, mapServerContribution } from '../contribution-model';
import { contributionsPath } from './contribution-path';

/** A take for the song: a new track, or a new file for a track (what it leaves out, the server defaults). */
export type TakeInput = z.input<typeof TakeBody>;

export interface ProposalInput {
  /** Markdown. */
  content: string;
  /** A file of the author's library to attach (the server makes it public). */
  mediaId?: string | null;
  /** Takes for the song, in order (at most 8); none by default. */
  takes?: readonly TakeInput[];
  /** What the author is credited as once merged; none by default. */
  creditRole?: string;
}

/** POST /api/projects/{id}/contributions: the text, and a file or takes when there are any. */
export async function proposeContribution(
  projectId: string,
  { content, mediaId, takes = [], creditRole = '' }: ProposalInput,
) {
  const answer = await apiRequest(contributionsPath(projectId), {
    method: 'POST',
    body: {
      content,
      ...(mediaId ? { mediaId } : {}),
      ...(takes.length > 0 ? { takes } : {}),
      ...(creditRole.trim() ? { creditRole } : {}),
    },
    schema: ContributionAnswer,
  });
  return mapServerContribution(answer.contribution);
}

/**
 * POST /api/projects/{id}/contributions, with a file of the author's library attached or not, and
 * takes for the song or not — the new one goes to the top of the list (newest first).
 */
export function useProposeContribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: ProposalInput) => proposeContribution(projectId, proposal),
    onSuccess: (contribution) => {
      queryClient.setQueryData<ClientContribution[]>(contributionKeys.ofProject(projectId), (list) => [
        contribution,
        ...(list ?? []).filter((c) => c.id !== contribution.id),
      ]);
    },
  });
}
