import { ContributionAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contributionKeys } from '../contribution-keys';
import type { ClientContribution } from '../contribution-model';
import { mapServerContribution } from '../contribution-model';
import { contributionPath } from './contribution-path';
import type { TakeInput } from './propose-contribution';

export interface RevisionInput {
  contributionId: string;
  /** The new Markdown, when it changes. */
  content?: string;
  /** New takes that replace all of its takes, when given ([] removes them). */
  takes?: readonly TakeInput[];
  /** The credit's role, when it changes (no new revision). */
  creditRole?: string;
}

/** PATCH …/contributions/{cid}: its author's new text or takes; earlier votes go stale. */
export async function reviseContribution(
  projectId: string,
  { contributionId, content, takes, creditRole }: RevisionInput,
) {
  const answer = await apiRequest(contributionPath(projectId, contributionId), {
    method: 'PATCH',
    body: {
      ...(content === undefined ? {} : { content }),
      ...(takes === undefined ? {} : { takes }),
      ...(creditRole === undefined ? {} : { creditRole }),
    },
    schema: ContributionAnswer,
  });
  return mapServerContribution(answer.contribution);
}

/** The author changes their contribution; the card shows the new revision (and its stale votes) at once. */
export function useReviseContribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionInput) => reviseContribution(projectId, input),
    onSuccess: (contribution) => {
      queryClient.setQueryData<ClientContribution[]>(contributionKeys.ofProject(projectId), (list) =>
        (list ?? []).map((c) => (c.id === contribution.id ? contribution : c)),
      );
    },
  });
}
