import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { conversationPath } from './conversation-path';

/** POST …/read: everything in it so far is read. */
export const markConversationRead = (id: string) =>
  apiRequest(`${conversationPath(id)}/read`, { method: 'POST', schema: OkAnswer });
