import type { CreateGroupBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { messageKeys } from '../message-keys';
import { mapConversation } from '../messages-model';

/** POST /api/conversations/groups: a group of the caller and 2–49 friends of theirs. */
export async function createGroup(body: CreateGroupBody) {
  const answer = await apiRequest('/api/conversations/groups', {
    method: 'POST',
    body,
    schema: fromContract((contract) => contract.ConversationAnswer),
  });
  return mapConversation(answer.conversation);
}

/** Starts a group; its refusals are the form's to show (under the form, not as a toast). */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (conversation) => {
      client.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
