import type {
  CallData,
  CallEndReason,
  CallSignalData,
  ContributionReview,
  ContributionVote,
  Message,
  MusicalKey,
  Notification,
  SongChangeCause,
  VersionCause,
} from '@create-together/contract';

/**
 * What happened, by name (DESIGN.md "events/"). A service emits an event once its change is made,
 * inside the change's transaction; subscribers, each in the module its reaction belongs to, decide
 * what follows: a notification, the frames sockets hear, what other processes forget. An event is
 * a fact in the past tense and carries what its subscribers need, so that none of them reads again
 * what the service already knew.
 */
export interface DomainEvents {
  /**
   * A message was stored. Every one of `memberIds` hears it; `awayIds`, the members who were not
   * looking at the conversation, are told by a notification.
   */
  MessageSent: {
    message: Message;
    memberIds: string[];
    awayIds: string[];
    senderUsername: string;
    /** The message's Markdown, as written. */
    content: string;
  };
  /**
   * `userId` read the conversation up to `lastReadSeq`; `memberIds` (the others who may see them)
   * are told.
   */
  ConversationRead: { userId: string; conversationId: string; lastReadSeq: number; memberIds: string[] };
  /** Its sender edited or deleted a message: `memberIds` hear it. */
  MessageChanged: { message: Message; memberIds: string[] };
  /**
   * A conversation's name or people changed: `memberIds` (everyone in it now) read it again,
   * `removedIds` (taken out, or gone) close it.
   */
  ConversationChanged: { conversationId: string; memberIds: string[]; removedIds: string[] };
  /** `userId` came into a collective (joined, or by an invitation or a link). */
  CollectiveMemberJoined: { collectiveId: string; userId: string };
  /** `userId` is no longer in a collective (left, or removed). */
  CollectiveMemberLeft: { collectiveId: string; userId: string };
  /** `senderId` asked `receiverId` to be friends. */
  FriendRequestSent: FriendRequest;
  /** `receiverId` accepted `senderId`'s request (or sent one back, which accepts theirs): friends now. */
  FriendRequestAccepted: FriendRequest;
  /** `receiverId` declined the request. */
  FriendRequestDeclined: FriendRequest;
  /** The request was withdrawn: by its sender, or ended by a block between the two. */
  FriendRequestCancelled: FriendRequest;
  /** `userId` ended the friendship with `otherId`. */
  FriendRemoved: { userId: string; otherId: string };
  /** `blockerId` blocked `blockedId`: their friendship and pending requests are gone with it. */
  UserBlocked: { blockerId: string; blockedId: string };
  UserUnblocked: { blockerId: string; blockedId: string };

  /** The owner changed the project's details, cover, visibility or status. */
  ProjectUpdated: { projectId: string; userId: string };
  /** `userId` joined the project as a contributor. */
  MemberJoined: { projectId: string; userId: string };
  /** The owner (`changedBy`) made `userId` an editor, or a contributor again. */
  MemberRoleChanged: { projectId: string; userId: string; role: 'editor' | 'contributor'; changedBy: string };
  /** `userId` left the project. */
  /** `userId` left, or was removed by `removedBy` (the owner, or an editor removing a member). */
  MemberLeft: { projectId: string; userId: string; removedBy?: string };
  /** `userId` liked the project (`liked`) or took the like back; `likes` is its count now. */
  ProjectLiked: { projectId: string; userId: string; liked: boolean; likes: number };
  /** `userId` commented on the project. */
  ProjectCommented: { projectId: string; commentId: string; userId: string };
  /** `authorId` proposed a contribution; `content` is its Markdown. */
  ContributionProposed: { projectId: string; contributionId: string; authorId: string; content: string };
  /**
   * `userId` voted (`myVote` 1 or -1) or took their vote back (0); `votes` is the new sum of current
   * votes, `voters` every vote now, `review` where the contribution stands with the project's rules.
   */
  ContributionVoted: {
    projectId: string;
    contributionId: string;
    userId: string;
    myVote: 1 | -1 | 0;
    votes: number;
    voters: ContributionVote[];
    review: ContributionReview;
  };
  /**
   * `commenterId` opened a review thread (`opened`) or replied in one. `recipientIds`: its
   * participants and whoever made what it is about; `mentionedIds`: the members it @mentioned.
   * `projectId` is null for a file's thread.
   */
  ReviewCommented: {
    projectId: string | null;
    threadId: string;
    commentId: string;
    commenterId: string;
    opened: boolean;
    recipientIds: string[];
    mentionedIds: string[];
    /** What the thread is about, as a notification names it. */
    where: string;
    body: string;
    link: string;
  };
  /** `userId` resolved a review thread, or reopened it. */
  ReviewThreadResolved: { projectId: string | null; threadId: string; userId: string; resolved: boolean };
  /** `authorId` changed their contribution's text or takes: earlier votes are stale. */
  ContributionRevised: { projectId: string; contributionId: string; authorId: string };
  /** `mergerId` merged `authorId`'s contribution into the main content. */
  ContributionMerged: { projectId: string; contributionId: string; authorId: string; mergerId: string };
  /**
   * `userId` joined or left the collective, or put a project in it or took one out. `memberIds`:
   * its members now, and whoever just left.
   */
  CollectiveChanged: { collectiveId: string; userId: string; memberIds: string[] };
  /** `userId` saved a new main content. */
  WorkspaceChanged: { projectId: string; userId: string };
  /**
   * Changes `fromSeq`..`toSeq` of the project's live document were stored (Yjs updates, base64, in
   * seq order): live edits, or a change the server made (a merge, a save, a restore). Every process
   * holding the document applies them and tells its screens. `clients`: who wrote under which Yjs
   * client id (null: the server).
   */
  MainContentChanged: {
    projectId: string;
    /** `edit`: screens' changes, stored by the process they were sent to; else a change the server made. */
    cause: 'edit' | 'merge' | 'replace' | 'restore';
    fromSeq: number;
    toSeq: number;
    updates: string[];
    clients: { clientId: number; userId: string | null }[];
  };
  /**
   * A version of the main content was kept (`userId`: whose action made it; for an edit, the first
   * editor of its burst).
   */
  VersionCreated: {
    projectId: string;
    versionId: string;
    number: number;
    cause: VersionCause;
    userId: string;
  };
  /**
   * The project's song changed (now at `rev`): `change` says how, `trackId` which track when one;
   * `mix` carries a fader's values when only gain or pan moved, so mixers follow without a read.
   */
  SongChanged: {
    projectId: string;
    userId: string;
    rev: number;
    change: SongChangeCause;
    trackId: string | null;
    mix: { gainDb: number; pan: number } | null;
  };
  /** The live document's text at `seq` is now the project's stored main content. */
  MainContentSaved: { projectId: string; seq: number };

  /**
   * `ownerId` deleted a file; the projects in `projectIds` had it as their cover, and lost it; those
   * in `songProjectIds` had it in their song (a track or a proposed take), now silent there.
   */
  MediaDeleted: { mediaId: string; ownerId: string; projectIds: string[]; songProjectIds: string[] };
  /**
   * The peaks of an audio file were computed after its upload (the backfill): `songs`, the songs
   * with a track playing it (and their revision), redraw its lane.
   */
  MediaPeaksReady: { mediaId: string; songs: { projectId: string; rev: number }[] };
  /** `userId`'s account is gone; `projectIds` changed with it (handed over, deleted, or a member fewer). */
  AccountDeleted: { userId: string; projectIds: string[] };

  /** A post was published; `projectId` is the project it is about, if any. */
  PostPublished: { postId: string; authorId: string; projectId: string | null };
  /** Its author deleted the post (its likes and comments with it). */
  PostDeleted: { postId: string; authorId: string; projectId: string | null };
  PostLiked: { postId: string; postAuthorId: string; likerId: string; projectId: string | null };
  PostUnliked: { postId: string; userId: string; projectId: string | null };
  PostCommented: {
    postId: string;
    projectId: string | null;
    postAuthorId: string;
    commenterId: string;
    content: string;
  };
  /** `userId` deleted a comment (theirs, or one on their post). */
  PostCommentDeleted: { postId: string; commentId: string; userId: string; projectId: string | null };

  /** `call.fromUserId` rang `calleeIds`, the conversation's other members. */
  CallInvited: { call: CallOf; calleeIds: string[]; video: boolean };
  /** `call.fromUserId` answered `callerId`'s call; `memberIds` are the conversation's members. */
  CallAccepted: { call: CallOf; callerId: string; memberIds: string[] };
  /**
   * The call ended (or an end was asked for a call that already had: clients match on its id).
   * `offline`: it ended at once because none of the callees had a tab open.
   */
  CallEnded: { call: CallOf; reason: CallEndReason; memberIds: string[]; offline?: boolean };
  /** One WebRTC negotiation step from `signal.fromUserId` to `signal.toUserId`, during a call. */
  CallSignalled: { signal: CallSignalData & { fromUserId: string } };
  /** A call ended before anyone answered: `calleeIds` (those it rang) missed it. */
  CallMissed: { conversationId: string; callerId: string; calleeIds: string[] };
  /**
   * `inviterId` invited someone to a project: `inviteeUserId` (by account, or the account whose
   * email was invited; null when no account has it).
   */
  InvitationSent: {
    invitationId: string;
    /** The project's or the collective's name, as the invitee is told it. */
    subjectName: string;
    inviterId: string;
    inviteeUserId: string | null;
  };
  /** A pending invitation was accepted, declined or withdrawn: nothing is left to answer. */
  InvitationAnswered: { invitationId: string; inviteeUserId: string | null };
  /**
   * A team was matched in the queue: `userIds` start a session in the project made for it, whose
   * song is in `key` at `tempoBpm` (the team's settings).
   */
  QueueMatched: {
    userIds: string[];
    teamSize: number;
    projectId: string;
    projectName: string;
    tempoBpm: number;
    key: MusicalKey;
  };

  /**
   * Sessions of `userId` ended: one (`tokenHash`: a sign-out, or one ended from the sessions list),
   * all but one (`exceptTokenHash`: a password change, "sign out other sessions"), or all of them
   * (neither: the account was deleted). Heard on every process: each drops them from memory and
   * closes their sockets.
   */
  SessionEnded: { userId: string; tokenHash?: string; exceptTokenHash?: string };
  /** `userId`'s profile changed: every process's cached sessions of theirs carry the old one. */
  UserUpdated: { userId: string };

  /** A notification was made for `userId`, who now has `unreadCount` unread. */
  NotificationCreated: { userId: string; notification: Notification; unreadCount: number };
  /** Some of `userId`'s notifications were read; `unreadCount` are left. */
  NotificationsRead: { userId: string; unreadCount: number };
}

/**
 * A call as every frame about it names it: the conversation, the client's call id and channel, and
 * who did what this event says (`fromUserId`, the server's word, never the client's).
 */
export type CallOf = Required<
  Pick<CallData, 'conversationId' | 'callId' | 'channelName' | 'fromUserId' | 'fromUsername'>
>;

/** A friend request between two people. */
export interface FriendRequest {
  requestId: string;
  senderId: string;
  receiverId: string;
}

export type EventName = keyof DomainEvents;

/** One event: its name and what it carries. */
export type DomainEvent = { [N in EventName]: { name: N; data: DomainEvents[N] } }[EventName];
