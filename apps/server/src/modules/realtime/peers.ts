import type { ConversationMember } from '../../policies/conversations';
import type { RelationsAccess } from '../../policies/relations';

/** The members a frame about a conversation goes to: the others, minus any blocked either way. */
export async function reachableOthers(
  friends: RelationsAccess,
  members: readonly ConversationMember[],
  userId: string,
): Promise<ConversationMember[]> {
  const others: ConversationMember[] = [];
  for (const member of members) {
    if (member.userId !== userId && !(await friends.isBlockedBetween(userId, member.userId))) {
      others.push(member);
    }
  }
  return others;
}
