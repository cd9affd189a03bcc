import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed at registration; uniqueness ignores case (index below). */
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    role: text('role').notNull().default('user'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last seen signing in or using a session, to within LAST_ACTIVE_STEP_MS (users/sessions.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Settings → Privacy: who may send this user a friend request (everyone | friends_of_friends | nobody). */
    friendRequestsFrom: text('friend_requests_from').notNull().default('everyone'),
    /** Settings → Notifications: the notification types this user has turned off. */
    mutedNotificationTypes: text('muted_notification_types').array().notNull().default(sql`'{}'::text[]`),
    /** /beta-testing: opted in to features still in beta. */
    betaOptIn: boolean('beta_opt_in').notNull().default(false),
  },
  (t) => [
    // Case-insensitive uniqueness, enforced by the database so that two racing registrations cannot both win.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // GET /api/users?q= matches prefixes of these two (LIKE 'q%'), which text_pattern_ops can answer.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_full_name_prefix_idx').on(sql`lower(${t.fullName}) text_pattern_ops`),
    // Longer searches match any part of either (ILIKE '%q%'), which only trigram indexes can answer.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    check(
      'users_friend_requests_from_check',
      sql`${t.friendRequestsFrom} in ('everyone', 'friends_of_friends', 'nobody')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's token: a leaked table cannot be replayed as sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The handle Settings → Active sessions names a session by (the token hash is never shown). */
    id: uuid('id').notNull().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that signed in (its User-Agent, trimmed) and from where, for the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Last used, to within a step (like users.last_active_at), so a request rarely writes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);

/** Postgres full-text vector; kept up to date by a trigger (drizzle/0002_projects_search.sql). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    projectType: text('project_type').notNull().default('other'),
    /** active | archived | completed */
    status: text('status').notNull().default('active'),
    isPublic: boolean('is_public').notNull().default(true),
    coverImageUrl: text('cover_image_url'),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    contributionCycleDays: integer('contribution_cycle_days'),
    /** The collective it is made in, if any (shown on the collective's page). */
    collectiveId: uuid('collective_id').references((): AnyPgColumn => collectives.id, {
      onDelete: 'set null',
    }),
    goals: text('goals').notNull().default(''),
    /** As the owner typed them. */
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    /** The skills lower-cased, for the skills filter (trigger-maintained). */
    skillKeys: text('skill_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Name, description and skills for `q` (trigger-maintained). */
    search: tsvector('search'),
    /** Counters kept in step with their tables (likes, comments, members) or flushed in batches (views). */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    viewsCount: bigint('views_count', { mode: 'number' }).notNull().default(0),
    membersCount: integer('members_count').notNull().default(1),
    /** The workspace's main content (markdown) and when it last changed (strictly increasing seconds). */
    mainContent: text('main_content').notNull().default(''),
    workspaceUpdatedAt: timestamptz('workspace_updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('projects_status_check', sql`${t.status} in ('active', 'archived', 'completed')`),
    index('projects_owner_idx').on(t.ownerUserId),
    index('projects_search_idx').using('gin', t.search),
    // `q` also finds a part of a word of the name ("night" finds "Midnight Tram"): ILIKE '%night%'.
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('projects_skill_keys_idx').using('gin', t.skillKeys),
    // One index per sort of GET /api/projects, each ending in id for a stable cursor.
    index('projects_recent_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('projects_popular_idx').on(sql`(${t.likesCount} + ${t.viewsCount}) DESC`, t.id.desc()),
    index('projects_contributors_idx').on(t.membersCount.desc(), t.id.desc()),
    index('projects_alphabetical_idx').on(sql`lower(${t.name})`, t.id),
    index('projects_collective_idx').on(t.collectiveId).where(sql`${t.collectiveId} is not null`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | contributor */
    role: text('role').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_role_check', sql`${t.role} in ('owner', 'contributor')`),
  ],
);

export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** open | merged */
    status: text('status').notNull().default('open'),
    mergedAt: timestamptz('merged_at'),
    /** The sum of the votes' values, kept in step with contribution_votes. */
    votes: integer('votes').notNull().default(0),
    /** A file from the author's library (a stem, a demo), made public when attached. */
    mediaId: uuid('media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contributions_project_idx').on(t.projectId, t.createdAt.desc()),
    // Deleting a file clears its attachments (ON DELETE SET NULL) through this, not a scan.
    index('contributions_media_idx').on(t.mediaId),
    // A profile's merged contributions, newest merge first.
    index('contributions_author_merged_idx')
      .on(t.authorUserId, t.mergedAt.desc())
      .where(sql`${t.status} = 'merged'`),
    check('contributions_status_check', sql`${t.status} in ('open', 'merged')`),
  ],
);

export const contributionVotes = pgTable(
  'contribution_votes',
  {
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +1 or −1 */
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contributionId, t.userId] }),
    check('contribution_votes_value_check', sql`${t.value} in (-1, 1)`),
  ],
);

export const projectLikes = pgTable(
  'project_likes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_likes_user_idx').on(t.userId)],
);

export const projectComments = pgTable(
  'project_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_comments_project_idx').on(t.projectId, t.createdAt.desc())],
);

/** Uploaded files; the bytes live in DATA_DIR/media under `file_name`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** image | audio | video — decided from the file's bytes, never from its name. */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** `{id}.{ext}`: the name under DATA_DIR/media and in `/media/…` addresses. */
    fileName: text('file_name').notNull(),
    /** The name the file had on the uploader's machine (shown, never used as a path). */
    originalName: text('original_name').notNull().default(''),
    title: text('title').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** public | private: a private file is its owner's alone, also by direct `/media/…` address. */
    visibility: text('visibility').notNull().default('private'),
    /** Audio and video, when the file says. */
    durationSeconds: doublePrecision('duration_seconds'),
    /** Audio: WAVEFORM_BARS peak levels 0–100, computed once at upload. */
    waveform: smallint('waveform').array(),
    /** Images: `{id}.thumb.webp` beside the file. */
    thumbnailFileName: text('thumbnail_file_name'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_file_name_key').on(t.fileName),
    index('media_owner_idx').on(t.ownerUserId, t.createdAt.desc(), t.id.desc()),
    check('media_kind_check', sql`${t.kind} in ('image', 'audio', 'video')`),
    check('media_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/** A user's saved media (the library's Saved category). */
export const mediaSaves = pgTable(
  'media_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    index('media_saves_user_idx').on(t.userId, t.createdAt.desc()),
    index('media_saves_media_idx').on(t.mediaId),
  ],
);

/** Short updates by a user: text, optionally one media item and one project (issue 8). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    /** Deleting the file keeps the post (its text), without the file. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The text for `q`, kept by PostgreSQL itself. */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', content)`),
    /** Counters kept in step with post_likes and post_comments. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.search),
    // One index per sort and per list, each ending in id for a stable cursor.
    index('posts_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_popular_idx').on(
      sql`(${t.likesCount} + ${t.commentsCount}) desc`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('posts_author_idx').on(t.authorUserId, t.createdAt.desc(), t.id.desc()),
    index('posts_project_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('posts_media_idx').on(t.mediaId),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverUserId: uuid('receiver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined | cancelled */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** When it left `pending`. */
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    check(
      'friend_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check('friend_requests_not_self_check', sql`${t.senderUserId} <> ${t.receiverUserId}`),
    // At most one pending request per unordered pair, whoever sent it.
    uniqueIndex('friend_requests_pending_pair_key')
      .on(
        sql`least(${t.senderUserId}, ${t.receiverUserId})`,
        sql`greatest(${t.senderUserId}, ${t.receiverUserId})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_incoming_idx')
      .on(t.receiverUserId, t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_outgoing_idx')
      .on(t.senderUserId, t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One row per pair of friends, stored once: the smaller id first. */
export const friendships = pgTable(
  'friendships',
  {
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishedAt: timestamptz('established_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    check('friendships_order_check', sql`${t.userLow} < ${t.userHigh}`),
    index('friendships_user_high_idx').on(t.userHigh),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    check('blocks_not_self_check', sql`${t.blockerUserId} <> ${t.blockedUserId}`),
    index('blocks_blocked_idx').on(t.blockedUserId),
  ],
);

/**
 * A conversation between members. A direct one (two friends) has `direct_key` = "low:high" of the
 * two user ids, unique, so get-or-create can never make two.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directKey: text('direct_key'),
    /** The `seq` of its newest message (0 before the first); each send takes the next one. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /** When its newest message was sent, or when it was made. */
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_direct_key').on(t.directKey)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `seq` of the newest message this member has read (0: none). */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within its conversation: the exact order, and unread counts by range. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The sender's id for this send: a retry with it finds this row instead of making another. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_id_key')
      .on(t.conversationId, t.senderUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_TYPES (contract). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The app path of its cause, or null. */
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
    /**
     * The row it tells of, when answering that row settles it before it is opened: a friend
     * request's id (accepted, declined or cancelled, its notification is read). Null otherwise.
     */
    subjectId: uuid('subject_id'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * One call placed in a conversation (modules/calls/README.md). Its state lives here, not in a
 * process's memory, so every server process sharing the database agrees whether it still rings,
 * was answered or has ended, and a conditional UPDATE lets exactly one end of it count as missed.
 */
export const calls = pgTable(
  'calls',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The caller's client chose it (the frames' `callId`): unique within its conversation. */
    callId: text('call_id').notNull(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    video: boolean('video').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
    endedAt: timestamptz('ended_at'),
    /** One of the contract's CallEndReason, set with `ended_at`. */
    endReason: text('end_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.callId] }),
    check('calls_end_reason_check', sql`${t.endReason} in ('hangup', 'rejected', 'unanswered', 'lost')`),
    // The few calls still ringing, by age: what the abandoned-ring sweep reads (calls/ring-expiry.ts).
    index('calls_ringing_idx').on(t.createdAt).where(sql`${t.answeredAt} is null and ${t.endedAt} is null`),
  ],
);

/**
 * A team the queue formed (modules/queue/README.md) and the project it works in; its settings are
 * the earliest waiter's. Goes with its project.
 */
export const queueSessions = pgTable(
  'queue_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    teamSize: smallint('team_size').notNull(),
    /** hour | day | week */
    duration: text('duration').notNull(),
    key: text('key').notNull(),
    bpm: smallint('bpm').notNull(),
    style: text('style').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('queue_sessions_project_key').on(t.projectId)],
);

/**
 * One time a creator entered the queue. Waiting until a team forms (matched, with its session) or
 * they leave; at most one waiting entry per user. Key and style are checked against the contract's
 * lists by the API, not here, so a new style needs no migration.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamSize: smallint('team_size').notNull(),
    /** hour | day | week */
    duration: text('duration').notNull(),
    key: text('key').notNull(),
    bpm: smallint('bpm').notNull(),
    style: text('style').notNull(),
    /** waiting | matched | left */
    state: text('state').notNull().default('waiting'),
    /** The team it joined, once matched. */
    sessionId: uuid('session_id').references(() => queueSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When it stopped waiting (matched or left). */
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    check('queue_entries_state_check', sql`${t.state} in ('waiting', 'matched', 'left')`),
    check('queue_entries_team_size_check', sql`${t.teamSize} between 2 and 6`),
    check('queue_entries_duration_check', sql`${t.duration} in ('hour', 'day', 'week')`),
    check('queue_entries_bpm_check', sql`${t.bpm} between 40 and 240`),
    check('queue_entries_session_check', sql`(${t.state} = 'matched') = (${t.sessionId} is not null)`),
    // One waiting entry per user: a second enter cannot slip in beside the first, whatever the race.
    uniqueIndex('queue_entries_waiting_user_key').on(t.userId).where(sql`${t.state} = 'waiting'`),
    // Matching reads the waiting entries of one bucket (size, duration, style, key), oldest first.
    index('queue_entries_waiting_bucket_idx')
      .on(t.teamSize, t.duration, t.style, t.key, t.createdAt)
      .where(sql`${t.state} = 'waiting'`),
    // "Collaborations": a user's matched entries, newest first.
    index('queue_entries_user_idx').on(t.userId, t.createdAt.desc()),
    index('queue_entries_session_idx').on(t.sessionId),
  ],
);

/** A group of creators (modules/collectives/README.md): founded by one, joined by many. */
export const collectives = pgTable(
  'collectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** Genres, instruments, scenes: shown as tags and searched with the name. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Kept in step with collective_members by the service, in the same transaction. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collectives_name_lower_key').on(sql`lower(${t.name})`),
    index('collectives_members_idx').on(t.membersCount.desc(), t.id.desc()),
    index('collectives_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    // `q` matches any part of the name, description or a tag: one trigram index over all three
    // (collective_search_text, drizzle/0012_search_trigram.sql).
    index('collectives_search_trgm_idx').using(
      'gin',
      sql`collective_search_text(${t.name}, ${t.description}, ${t.tags}) gin_trgm_ops`,
    ),
  ],
);

export const collectiveMembers = pgTable(
  'collective_members',
  {
    collectiveId: uuid('collective_id')
      .notNull()
      .references(() => collectives.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** founder | member */
    role: text('role').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectiveId, t.userId] }),
    index('collective_members_user_idx').on(t.userId),
    check('collective_members_role_check', sql`${t.role} in ('founder', 'member')`),
  ],
);

/** /beta-testing: what a creator told us, and where it stands. */
export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bug | idea | design | performance | other */
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** 1–5 stars: how the product feels to them today. */
    rating: smallint('rating').notNull(),
    screenshotMediaId: uuid('screenshot_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** received | in_review | planned | fixed | closed — moved along by the team. */
    status: text('status').notNull().default('received'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('beta_feedback_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check(
      'beta_feedback_category_check',
      sql`${t.category} in ('bug', 'idea', 'design', 'performance', 'other')`,
    ),
    check('beta_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'beta_feedback_status_check',
      sql`${t.status} in ('received', 'in_review', 'planned', 'fixed', 'closed')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
export type ContributionRow = typeof contributions.$inferSelect;
export type ProjectCommentRow = typeof projectComments.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type FriendshipRow = typeof friendships.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type QueueEntryRow = typeof queueEntries.$inferSelect;
export type QueueSessionRow = typeof queueSessions.$inferSelect;
export type CollectiveRow = typeof collectives.$inferSelect;
export type CollectiveMemberRow = typeof collectiveMembers.$inferSelect;
export type BetaFeedbackRow = typeof betaFeedback.$inferSelect;
