import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { messageKeys } from '../message-keys';
import { MESSAGES_FEEDBACK, refusal } from '../messages-feedback';
import { type ChatConversation, mapConversation } from '../messages-model';
import { conversationPath } from './conversation-path';

const ok = fromContract((contract) => contract.OkAnswer);

/** PATCH /api/conversations/{id} {name}: a group's new name. */
export async function renameConversation(id: string, name: string) {
  const answer = await apiRequest(conversationPath(id), {
    method: 'PATCH',
    body: { name },
    schema: fromContract((contract) => contract.ConversationAnswer),
  });
  return mapConversation(answer.conversation);
}

/** POST /api/conversations/{id}/members {userIds}: friends brought into a group. */
export const addPeople = (id: string, userIds: string[]) =>
  apiRequest(`${conversationPath(id)}/members`, { method: 'POST', body: { userIds }, schema: ok });

/** DELETE /api/conversations/{id}/members/{userId}: someone taken out; `me` leaves it. */
export const removePerson = (id: string, userId: string) =>
  apiRequest(`${conversationPath(id)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: ok,
  });

/** After a change of its name or people: the conversation and the lists are read again. */
function useRefresh(id: string) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [messageKeys.conversation(id), messageKeys.conversations()].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useRenameConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.renameFailed) } },
    mutationFn: (name: string) => renameConversation(id, name),
    onSuccess: (conversation: ChatConversation) => {
      client.setQueryData(messageKeys.conversation(id), conversation);
      return client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}

export function useAddPeople(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.addFailed) } },
    mutationFn: (userIds: string[]) => addPeople(id, userIds),
    onSuccess: refresh,
  });
}

export function useRemovePerson(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.removeFailed) } },
    mutationFn: (userId: string) => removePerson(id, userId),
    onSuccess: refresh,
  });
}

/** The key of leaving it: while that is on its way, its closing is no news to the one leaving. */
export const leaveKey = (id: string) => [...messageKeys.conversation(id), 'leave'] as const;

/** Leave it: it drops out of the lists, and its screens are the caller's to close. */
export function useLeaveConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: leaveKey(id),
    meta: { feedback: { error: refusal(MESSAGES_FEEDBACK.leaveFailed) } },
    mutationFn: () => removePerson(id, 'me'),
    onSuccess: () => {
      client.removeQueries({ queryKey: messageKeys.history(id) });
      return client.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
