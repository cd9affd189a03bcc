import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { conversationPath } from './conversation-path';

/** POST …/read: everything in it so far is read. */
export const markConversationRead = (id: string) =>
  apiRequest(`${conversationPath(id)}/read`, {
    method: 'POST',
    schema: fromContract((contract) => contract.OkAnswer),
  });
