import { z } from 'zod';
import { ContributionReview, ContributionVote } from '../http/contributions';
import { VersionCause } from '../http/version-cause';

// A project's room (API.md "Realtime socket", "Project rooms"): every signed-in screen that shows a
// project — its page, its workspace — is in its room while open, and hears every change of it.

const id = z.string().min(1).max(100);
export const ProjectRef = { projectId: id };

/** What someone in a room is doing, where their screen says: editing the main content. */
export const RoomActivity = z.enum(['editing']);
export type RoomActivity = z.infer<typeof RoomActivity>;

/** Someone with the project open right now, as the server knows them (never as a client claims). */
export const RoomPresence = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** What they are doing in it, when known; null: looking. */
  activity: RoomActivity.nullable(),
});
export type RoomPresence = z.infer<typeof RoomPresence>;

const who = { userId: z.string() };

/** Why a project's song changed, as its room hears it. */
export const SONG_CHANGE_CAUSES = [
  'track_added',
  'track_replaced',
  'track_removed',
  'tracks_reordered',
  'track_updated',
  'song_settings',
  'merge',
  'restore',
  'file_deleted',
  'peaks_ready',
] as const;
export type SongChangeCause = (typeof SONG_CHANGE_CAUSES)[number];

/**
 * What changed in a project, as its room hears it: enough for every open screen to show the change
 * at once — a vote's new count exactly, the rest by reading the changed thing again. `userId` is
 * who did it.
 */
export const RoomChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contribution_proposed'), ...who, contributionId: z.string() }),
  z.object({
    type: z.literal('contribution_voted'),
    ...who,
    contributionId: z.string(),
    /** The voter's vote now: 1, -1, or 0 when they took it back. */
    myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
    /** The contribution's sum of current votes now. */
    votes: z.number().int(),
    /** Every vote on it now, and where it stands with the project's rules. */
    voters: z.array(ContributionVote),
    review: ContributionReview,
  }),
  /** A review thread on its music was opened, answered, resolved or reopened: read it again. */
  z.object({ type: z.literal('thread_changed'), ...who, threadId: z.string() }),
  /** Its author changed its text or takes: earlier votes are stale. */
  z.object({ type: z.literal('contribution_revised'), ...who, contributionId: z.string() }),
  z.object({ type: z.literal('contribution_merged'), ...who, contributionId: z.string() }),
  /** The main content was saved. */
  z.object({ type: z.literal('workspace_changed'), ...who }),
  /** Details, cover, visibility or status. */
  z.object({ type: z.literal('project_updated'), ...who }),
  z.object({ type: z.literal('member_joined'), ...who }),
  z.object({ type: z.literal('member_left'), ...who }),
  /** The owner (`userId`) made `memberId` an editor, or a contributor again. */
  z.object({
    type: z.literal('member_role_changed'),
    ...who,
    memberId: z.string(),
    role: z.enum(['editor', 'contributor']),
  }),
  z.object({
    type: z.literal('project_liked'),
    ...who,
    liked: z.boolean(),
    /** The project's likes now. */
    likes: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('project_commented'), ...who, commentId: z.string() }),
  /**
   * A version of the main content was kept (docs/design/co-editing.md §4.1): open history panels
   * list it. `userId` is whose action made it (for an edit, the editor who began it).
   */
  z.object({
    type: z.literal('version_created'),
    ...who,
    versionId: z.string(),
    number: z.number().int().positive(),
    cause: VersionCause,
  }),
  /** A post about the project was published, deleted, liked or commented on. */
  z.object({ type: z.literal('posts_changed'), ...who, postId: z.string() }),
  /**
   * The song changed (its tracks, their mix, its tempo, a merge's takes, a restore, a deleted file,
   * new peaks): screens read it again unless they already show `rev`.
   */
  z.object({
    type: z.literal('song_changed'),
    ...who,
    rev: z.number().int().nonnegative(),
    change: z.enum(SONG_CHANGE_CAUSES),
    trackId: z.string().nullable(),
  }),
  /** An editor moved a fader: the values themselves, so every mixer follows without a read. */
  z.object({
    type: z.literal('track_mix'),
    ...who,
    rev: z.number().int().nonnegative(),
    trackId: z.string(),
    gainDb: z.number(),
    pan: z.number().int(),
  }),
]);
export type RoomChange = z.infer<typeof RoomChange>;
export type RoomChangeType = RoomChange['type'];

/** Client → server. */
export const RoomClientFrames = [
  /** Enter the project's room: answered `room_joined`, or `room_refused` (not found, or private). */
  z.object({ type: z.literal('room_join'), ...ProjectRef }),
  /** Leave it: always fine, even when not in it. */
  z.object({ type: z.literal('room_leave'), ...ProjectRef }),
  /** What this screen is doing in the room (null: just looking); the others see it beside the name. */
  z.object({ type: z.literal('room_activity'), ...ProjectRef, activity: RoomActivity.nullable() }),
] as const;

/** Server → client. */
export const RoomServerFrames = [
  /** In the room now, with who is here (this screen's user included). */
  z.object({ type: z.literal('room_joined'), ...ProjectRef, here: z.array(RoomPresence) }),
  /** Not let in: the project does not exist, or is private to others. */
  z.object({ type: z.literal('room_refused'), ...ProjectRef, message: z.string() }),
  /** Put out of the room: the project became private to them, or was deleted. */
  z.object({ type: z.literal('room_closed'), ...ProjectRef, message: z.string() }),
  /** Who is here changed. */
  z.object({ type: z.literal('room_presence'), ...ProjectRef, here: z.array(RoomPresence) }),
  /** Something in the project changed; `at` is when it was committed (ms since the epoch, the server's clock). */
  z.object({ type: z.literal('room_change'), ...ProjectRef, change: RoomChange, at: z.number() }),
] as const;
