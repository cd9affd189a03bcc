import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { mergeIntoHistory } from '../history-cache';
import { messageKeys } from '../message-keys';
import { MESSAGES_FEEDBACK, refusal } from '../messages-feedback';
import { mapMessage } from '../messages-model';
import { conversationPath } from './conversation-path';

const messagePath = (conversationId: string, messageId: string) =>
  `${conversationPath(conversationId)}/messages/${encodeURIComponent(messageId)}`;

/** PATCH …/messages/{messageId}: the sender's new words. */
export async function editMessage(conversationId: string, messageId: string, content: string) {
  const answer = await apiRequest(messagePath(conversationId, messageId), {
    method: 'PATCH',
    body: { content },
    schema: fromContract((contract) => contract.MessageAnswer),
  });
  return mapMessage(answer.message);
}

/** DELETE …/messages/{messageId}: answered with the message as it now is (no words, no files). */
export async function deleteMessage(conversationId: string, messageId: string) {
  const answer = await apiRequest(messagePath(conversationId, messageId), {
    method: 'DELETE',
    schema: fromContract((contract) => contract.MessageAnswer),
  });
  return mapMessage(answer.message);
}

/** Edit one's own message; the answer takes its place in the history (the list's preview is read again). */
export function useEditMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.editFailed) } },
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) =>
      editMessage(conversationId, messageId, content),
    onSuccess: (message) => {
      mergeIntoHistory(client, conversationId, [message]);
      void client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}

/** Delete one's own message, for everyone. */
export function useDeleteMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.deleteFailed) } },
    mutationFn: (messageId: string) => deleteMessage(conversationId, messageId),
    onSuccess: (message) => {
      mergeIntoHistory(client, conversationId, [message]);
      void client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
