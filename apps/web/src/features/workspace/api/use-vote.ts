import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { type ClientContribution, projectKeys, voteOnContribution } from '@/entities/projects';
import { WORKSPACE_MESSAGES } from '../workspace-constants';
import { patchContribution } from './workspace-cache';

type Vote = -1 | 0 | 1;

interface VoteInput {
  contributionId: string;
  /** The button pressed. */
  value: 1 | -1;
  /** The caller's vote before pressing it. */
  current: Vote;
}

/** Pressing your current vote takes it back; pressing the other one switches to it. */
export const nextVote = (current: Vote, value: 1 | -1): Vote => (current === value ? 0 : value);

/**
 * POST …/contributions/{cid}/vote, optimistic: the count and the pressed button change at once
 * and roll back if the server refuses. The server takes a vote back when it gets the opposite
 * value, so switching from +1 to −1 sends a second request to cast the new vote.
 */
export function useVote(projectId: string) {
  const queryClient = useQueryClient();
  const key = projectKeys.contributions(projectId);
  return useMutation({
    mutationFn: async ({ contributionId, value, current }: VoteInput) => {
      const wanted = nextVote(current, value);
      let answer = await voteOnContribution(projectId, contributionId, value);
      if (wanted !== 0 && answer.myVote === 0)
        answer = await voteOnContribution(projectId, contributionId, value);
      return answer;
    },
    onMutate: async ({ contributionId, value, current }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ClientContribution[]>(key);
      const wanted = nextVote(current, value);
      patchContribution(queryClient, projectId, contributionId, (c) => ({
        ...c,
        votes: c.votes - current + wanted,
        myVote: wanted,
        hasVoted: wanted !== 0,
      }));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(`${WORKSPACE_MESSAGES.voteFailed} ${error.message}`);
      // A switch may have half-happened (taken back, not re-cast): ask the server what is true.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer, { contributionId }) => {
      patchContribution(queryClient, projectId, contributionId, (c) => ({
        ...c,
        votes: answer.votes,
        hasVoted: answer.hasVoted,
        myVote: answer.myVote,
      }));
    },
  });
}
