/** A notification's body holds at most this many characters of its cause (a message's start). */
export const NOTIFICATION_BODY_MAX = 140;

export const INVALID_CURSOR = 'cursor: cursor is not valid.';

/** The one-line titles, one per cause (API.md "Messages and notifications"). */
export const titles = {
  friendRequest: (username: string) => `${username} sent you a friend request`,
  friendAccepted: (username: string) => `${username} accepted your friend request`,
  projectJoined: (username: string, project: string) => `${username} joined ${project}`,
  invitation: (username: string, subject: string) => `${username} invited you to ${subject}`,
  contributionProposed: (username: string, project: string) =>
    `${username} proposed a contribution to ${project}`,
  contributionMerged: (project: string) => `Your contribution to ${project} was merged`,
  message: (username: string) => `${username} sent you a message`,
  missedCall: (username: string) => `You missed a call from ${username}`,
  postLiked: (username: string) => `${username} liked your post`,
  postCommented: (username: string) => `${username} commented on your post`,
  queueMatched: (team: string) => `Your ${team} session is ready`,
  reviewMention: (username: string, where: string) => `${username} mentioned you in a comment on ${where}`,
  reviewComment: (username: string, where: string) => `${username} commented on ${where}`,
};

/** The app paths they link to (the web app's routes). */
export const links = {
  friends: () => '/friends',
  invitations: () => '/invitations',
  profile: (userId: string) => `/profile/${userId}`,
  project: (projectId: string) => `/projects/${projectId}`,
  workspace: (projectId: string) => `/workspace/${projectId}`,
  conversation: (conversationId: string) => `/messages/${conversationId}`,
  post: (postId: string) => `/posts/${postId}`,
  /** The workspace, open at the thread (its playhead where the thread is). */
  workspaceThread: (projectId: string, threadId: string) => `/workspace/${projectId}?thread=${threadId}`,
  /** The library, open at the file's thread. */
  mediaThread: (mediaId: string, threadId: string) => `/library?media=${mediaId}&thread=${threadId}`,
};
