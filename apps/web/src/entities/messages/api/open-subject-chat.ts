import type { ConversationSubject } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { messageKeys } from '../message-keys';
import { MESSAGES_FEEDBACK, refusal } from '../messages-feedback';
import { mapConversation } from '../messages-model';

const subjectPaths = { project: 'projects', collective: 'collectives' } as const;

/**
 * POST /api/projects/{id}/chat or /api/collectives/{id}/chat: get-or-create the chat of a project's
 * or a collective's members (joining it again if the caller had left it).
 */
export async function openSubjectChat(kind: ConversationSubject['kind'], id: string) {
  const answer = await apiRequest(`/api/${subjectPaths[kind]}/${encodeURIComponent(id)}/chat`, {
    method: 'POST',
    schema: fromContract((contract) => contract.ConversationAnswer),
  });
  return mapConversation(answer.conversation);
}

/**
 * A "Chat" button's action on a project's or a collective's page: `mutate()`, then open
 * `/messages/{conversation.id}` in its `onSuccess`. A refusal is said as a toast.
 */
export function useOpenSubjectChat(kind: ConversationSubject['kind'], id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.chatFailed) } },
    mutationFn: () => openSubjectChat(kind, id),
    onSuccess: (conversation) => {
      client.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
