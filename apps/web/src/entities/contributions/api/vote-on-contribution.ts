import { VoteAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownChangeHeardSince, ownChangesMark } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { contributionKeys } from '../contribution-keys';
import { CONTRIBUTION_MESSAGES } from '../contribution-messages';
import type { ClientContribution } from '../contribution-model';
import { patchContribution } from '../workspace-cache';
import { contributionPath } from './contribution-path';

/** POST …/contributions/{cid}/vote: the contribution's votes, and yours, as they now stand. */
export const voteOnContribution = (projectId: string, contributionId: string, value: 1 | -1) =>
  apiRequest(`${contributionPath(projectId, contributionId)}/vote`, {
    method: 'POST',
    body: { value },
    schema: VoteAnswer,
  });

type Vote = -1 | 0 | 1;

interface VoteInput {
  contributionId: string;
  /** The button pressed. */
  value: 1 | -1;
  /** The caller's vote before pressing it, as it counts (a stale vote counts as none: pressing renews it). */
  current: Vote;
}

/** The server's or the transport's sentence (an ApiError's message is one of the two). */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Pressing your current vote takes it back; pressing the other one switches to it. */
export const nextVote = (current: Vote, value: 1 | -1): Vote => (current === value ? 0 : value);

/**
 * POST …/contributions/{cid}/vote, optimistic: the count and the pressed button change at once
 * and roll back if the server refuses. The server takes a vote back when it gets the opposite
 * value, so switching from +1 to −1 sends a second request to cast the new vote.
 */
export function useVote(projectId: string) {
  const queryClient = useQueryClient();
  const key = contributionKeys.ofProject(projectId);
  return useMutation({
    meta: { feedback: { error: (error) => `${CONTRIBUTION_MESSAGES.voteFailed} ${reason(error)}` } },
    mutationFn: async ({ contributionId, value, current }: VoteInput) => {
      const wanted = nextVote(current, value);
      let answer = await voteOnContribution(projectId, contributionId, value);
      if (wanted !== 0 && answer.myVote === 0)
        answer = await voteOnContribution(projectId, contributionId, value);
      return answer;
    },
    onMutate: async ({ contributionId, value, current }) => {
      const mark = ownChangesMark();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ClientContribution[]>(key);
      const wanted = nextVote(current, value);
      patchContribution(queryClient, projectId, contributionId, (c) => ({
        ...c,
        votes: c.votes - current + wanted,
        myVote: wanted,
        hasVoted: wanted !== 0,
        myVoteStale: false,
      }));
      return { previous, mark };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // A switch may have half-happened (taken back, not re-cast): ask the server what is true.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer, { contributionId }, context) => {
      // The project's room told of this vote already, and maybe of later ones: its count is newer.
      if (context && ownChangeHeardSince(queryClient, `vote:${contributionId}`, context.mark)) return;
      patchContribution(queryClient, projectId, contributionId, (c) => ({
        ...c,
        votes: answer.votes,
        hasVoted: answer.hasVoted,
        myVote: answer.myVote,
        myVoteStale: false,
        voters: answer.voters,
        review: answer.review,
      }));
    },
  });
}
