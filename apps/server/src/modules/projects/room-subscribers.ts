import type { RoomChange } from '@create-together/contract';
import type { EventHub, ToRoom } from '../../events/event-hub';

/**
 * What a project's room hears (realtime/README.md "Project rooms"): every change of the project,
 * once committed, to every screen that has it open, on whichever process holds them. A vote comes
 * with its new count, so no screen's count drifts; the rest say what to read again.
 */
export function projectRoomSubscribers(events: EventHub): void {
  const tell = (toRoom: ToRoom, projectId: string, change: RoomChange) =>
    toRoom(projectId, { type: 'room_change', projectId, change, at: Date.now() });

  events.onCommitted('ContributionProposed', ({ projectId, contributionId, authorId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'contribution_proposed', userId: authorId, contributionId }),
  );
  events.onCommitted(
    'ContributionVoted',
    ({ projectId, contributionId, userId, myVote, votes, voters, review }, { toRoom }) =>
      tell(toRoom, projectId, {
        type: 'contribution_voted',
        userId,
        contributionId,
        myVote,
        votes,
        voters,
        review,
      }),
  );
  // A project's review threads: its room reads the thread again.
  events.onCommitted('ReviewCommented', ({ projectId, threadId, commenterId }, { toRoom }) => {
    if (projectId) tell(toRoom, projectId, { type: 'thread_changed', userId: commenterId, threadId });
  });
  events.onCommitted('ReviewThreadResolved', ({ projectId, threadId, userId }, { toRoom }) => {
    if (projectId) tell(toRoom, projectId, { type: 'thread_changed', userId, threadId });
  });
  events.onCommitted('ContributionRevised', ({ projectId, contributionId, authorId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'contribution_revised', userId: authorId, contributionId }),
  );
  events.onCommitted('ContributionMerged', ({ projectId, contributionId, mergerId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'contribution_merged', userId: mergerId, contributionId }),
  );
  events.onCommitted('WorkspaceChanged', ({ projectId, userId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'workspace_changed', userId }),
  );
  events.onCommitted('ProjectUpdated', ({ projectId, userId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'project_updated', userId }),
  );
  events.onCommitted('MemberJoined', ({ projectId, userId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'member_joined', userId }),
  );
  events.onCommitted('MemberRoleChanged', ({ projectId, userId, role, changedBy }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'member_role_changed', userId: changedBy, memberId: userId, role }),
  );
  events.onCommitted('MemberLeft', ({ projectId, userId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'member_left', userId }),
  );
  events.onCommitted('ProjectLiked', ({ projectId, userId, liked, likes }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'project_liked', userId, liked, likes }),
  );
  // A post about the project: its room reads the project's posts again.
  const posted = (projectId: string | null, postId: string, userId: string, toRoom: ToRoom) => {
    if (projectId) tell(toRoom, projectId, { type: 'posts_changed', userId, postId });
  };
  events.onCommitted('PostPublished', ({ projectId, postId, authorId }, { toRoom }) =>
    posted(projectId, postId, authorId, toRoom),
  );
  events.onCommitted('PostDeleted', ({ projectId, postId, authorId }, { toRoom }) =>
    posted(projectId, postId, authorId, toRoom),
  );
  events.onCommitted('PostLiked', ({ projectId, postId, likerId }, { toRoom }) =>
    posted(projectId, postId, likerId, toRoom),
  );
  events.onCommitted('PostUnliked', ({ projectId, postId, userId }, { toRoom }) =>
    posted(projectId, postId, userId, toRoom),
  );
  events.onCommitted('PostCommented', ({ projectId, postId, commenterId }, { toRoom }) =>
    posted(projectId, postId, commenterId, toRoom),
  );
  events.onCommitted('PostCommentDeleted', ({ projectId, postId, userId }, { toRoom }) =>
    posted(projectId, postId, userId, toRoom),
  );
  events.onCommitted('ProjectCommented', ({ projectId, commentId, userId }, { toRoom }) =>
    tell(toRoom, projectId, { type: 'project_commented', userId, commentId }),
  );
}
