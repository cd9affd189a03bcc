// The world the authorization matrix (authorization-matrix.test.ts) asks every route about: seven
// actors around one owner, and something of the owner's for every kind of route, made once through
// the public API. `fresh` makes a throwaway subject for a case that would change the world for the
// cases after it.
import type { InjectOptions } from 'fastify';
import { createProject, newUser, register, sessionCookie, type TestContext } from './helper';
import { tone, wavFile } from './kits/media-audio';
import { PNG_1X1 } from './kits/media-images';
import { upload } from './kits/media-upload';

/** Who asks, in the order the matrix lists them. */
export const ACTORS = ['anonymous', 'stranger', 'friend', 'member', 'editor', 'owner', 'blocked'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'anonymous'>;

export type Person = Awaited<ReturnType<typeof register>>;

/** A project of the owner's with the editor (role editor) and the member (a contributor) in it. */
export interface WorldProject {
  id: string;
  /** A name no other project has (a search finds it alone). */
  name: string;
  /** A track of the song, added by the owner. */
  trackId: string;
  /** The owner's audio in its song (private, heard by those who can see the project). */
  songMediaId: string;
  /** A version of its main content and song. */
  versionId: string;
  /** The editor's open contribution. */
  contributionId: string;
  /** The owner's review thread on the editor's contribution. */
  threadId: string;
  /** The owner's pending invitation of the friend. */
  invitationId: string;
  /** The owner's invite link (role contributor). */
  link: { linkId: string; token: string };
}

/** A collective the owner founded: the editor its moderator, the member a member. */
export interface WorldCollective {
  id: string;
  /** The owner's pending invitation of the friend. */
  invitationId: string;
  /** The owner's invite link. */
  link: { linkId: string; token: string };
}

/**
 * The owner's group with the friend and the two groupmates: a message of the friend's, then one of
 * the owner's sharing a file.
 */
export interface WorldGroup {
  id: string;
  /** Letters only, no other conversation's (a search finds it alone). */
  name: string;
  /** A word of the friend's message alone. */
  word: string;
  friendMessageId: string;
  /** It shares `media.inGroup`. */
  ownerMessageId: string;
}

/**
 * The owner's group with the friend and the person they blocked, gathered before the block (a
 * message of the blocked person's then); the owner's message after the block shares
 * `media.inGroupWithBlocked`.
 */
export interface WorldGroupWithBlocked {
  id: string;
  /** A word of the owner's message (after the block) alone. */
  word: string;
  ownerMessageId: string;
}

/** The chat of the private project (owner, editor, member), with a message of the editor's. */
export interface WorldChat {
  id: string;
  editorMessageId: string;
}

export interface WorldMedia {
  mediaId: string;
  /** Its address under /media/. */
  file: string;
}

export interface World {
  people: Record<SignedIn, Person>;
  /** Nobody to anyone: invited by the team of each project (never blocked by anyone). */
  outsider: Person;
  /** Nobody to anyone either: what the actors block and unblock. */
  bystander: Person;
  /** The owner's two other friends (nobody else's), in the owner's group and in each fresh one. */
  groupmates: [Person, Person];
  /** Their friend request to the owner waits. */
  requestToOwner: string;
  /** The owner's friend request to someone else, waiting. */
  requestFromOwner: string;
  projects: { private: WorldProject; public: WorldProject };
  /**
   * The owner's audio files: one nobody else hears, one in the private project's song, one public,
   * one shared in the group, one shared (after the block) in the group with the person they blocked.
   */
  media: {
    private: WorldMedia;
    inSong: WorldMedia;
    public: WorldMedia;
    inGroup: WorldMedia;
    inGroupWithBlocked: WorldMedia;
  };
  /** The owner's thread on their own private file. */
  mediaThreadId: string;
  /** The owner's post about the private project, and the friend's comment on it. */
  post: { id: string; commentId: string };
  /** Both world projects are in the public one; the other is joined by invitation only. */
  collectives: { public: WorldCollective; inviteOnly: WorldCollective };
  /**
   * The owner's direct conversation with the friend, and with the person they blocked (made before
   * the block; each opened by the other's "Hello"), the owner's groups, and the chats of the private
   * project and of the public collective.
   */
  conversations: {
    withFriend: string;
    withBlocked: string;
    /** The friend's first message to the owner, and the blocked person's (before the block). */
    hello: { withFriend: string; withBlocked: string };
    group: WorldGroup;
    groupWithBlocked: WorldGroupWithBlocked;
    projectChat: WorldChat;
    collectiveChat: string;
  };
  fresh: ReturnType<typeof freshMaker>;
  /** One request that must answer `status`; its JSON. */
  must: Must;
}

type Must = (
  status: number,
  who: Person | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read by the world's builder only, field by field.
) => Promise<any>;

function caller(t: TestContext): Must {
  return async (status, who, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    if (response.statusCode !== status)
      throw new Error(`world: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
}

let made = 0;
const unique = (stem: string) => `${stem} ${process.pid.toString(36)}-${made++}`;
/** Ten random letters: a name or a word a search finds by itself, as a whole. */
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A second of audio (or a tiny picture) uploaded by `who`. */
async function uploadAudio(
  t: TestContext,
  who: Person,
  visibility: 'private' | 'public' = 'private',
  kind: 'audio' | 'image' = 'audio',
): Promise<WorldMedia> {
  const file =
    kind === 'audio'
      ? { name: 'file', file: wavFile({ seconds: 1, level: tone(() => 0.5) }), filename: 'take.wav' }
      : { name: 'file', file: PNG_1X1, filename: 'screen.png' };
  const response = await upload(t.app, [file, { name: 'visibility', value: visibility }], {
    cookie: who.cookie,
  });
  if (response.statusCode !== 201) throw new Error(`world: upload answered ${response.statusCode}`);
  const { mediaId, url } = response.json().media as { mediaId: string; url: string };
  return { mediaId, file: url.replace(/^\/media\//, '') };
}

/** Throwaway subjects, made for one case (and the people and things they need). */
function freshMaker(
  t: TestContext,
  people: Record<SignedIn, Person>,
  groupmates: [Person, Person],
  must: Must,
) {
  const { owner, editor, member, friend } = people;
  const owned = {
    projects: new Map<Person, string>(),
    posts: new Map<Person, string>(),
    collectives: new Map<Person, string>(),
    friends: new Map<Person, Person>(),
  };
  /** The throwaway collective still standing (one at a time: a founder may found 10). */
  let throwaway: string | undefined;

  /** `who` let into the collective by the owner's invitation. */
  async function admitToCollective(collectiveId: string, who: Person) {
    const invitationId = await fresh.collectiveInvitation(collectiveId, who);
    await must(200, who, 'POST', `/api/invitations/${invitationId}/accept`);
  }

  /** A collective of the owner's, with the editor (a moderator) and the member in it. */
  async function teamCollective(visibility: 'public' | 'invite_only'): Promise<string> {
    const made = await must(201, owner, 'POST', '/api/collectives', {
      name: unique('Collective'),
      visibility,
    });
    const id = made.collective.collectiveId as string;
    await admitToCollective(id, editor);
    await admitToCollective(id, member);
    await must(200, owner, 'PUT', `/api/collectives/${id}/members/${editor.user.id}`, { role: 'moderator' });
    return id;
  }

  const fresh = {
    person: () => register(t.app),

    /** Another signed-in session of `who`: its cookie and its id. */
    async session(who: Person) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { identifier: who.body.username, password: who.body.password },
      });
      const cookie = sessionCookie(response);
      if (response.statusCode !== 200 || !cookie) throw new Error(`world: login answered ${response.body}`);
      const signedIn = { ...who, cookie };
      const { sessions } = await must(200, signedIn, 'GET', '/api/me/sessions');
      const current = (sessions as { sessionId: string; current: boolean }[]).find((s) => s.current);
      if (!current) throw new Error('world: no current session listed');
      return { cookie, sessionId: current.sessionId };
    },

    /** A project of the owner's with nobody else in it. */
    bareProject: async (isPublic: boolean, name = unique('Bare')) =>
      (await createProject(t.app, owner.cookie, { name, isPublic })).projectId,

    /** `who` invited by the owner with `role`; the invitation's id. */
    async invitation(projectId: string, who: Person, role: 'editor' | 'contributor' = 'contributor') {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/invitations`,
        headers: { cookie: owner.cookie },
        payload: { userId: who.user.id, role },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200)
        throw new Error(`world: invitation answered ${response.statusCode}: ${response.body}`);
      return response.json().invitation.invitationId as string;
    },

    /** A project of the owner's with the editor and the member in it, as every world project. */
    async project(isPublic: boolean, name?: string) {
      const id = await fresh.bareProject(isPublic, name);
      for (const [who, role] of [
        [editor, 'editor'],
        [member, 'contributor'],
      ] as const) {
        const invitationId = await fresh.invitation(id, who, role);
        await must(200, who, 'POST', `/api/invitations/${invitationId}/accept`);
      }
      return id;
    },

    /** An invite link of the owner's to the project. */
    async link(projectId: string) {
      const made = await must(201, owner, 'POST', `/api/projects/${projectId}/invite-links`, {});
      return { linkId: made.link.linkId as string, token: made.token as string };
    },

    /** An open contribution to the project, by the editor unless said. */
    async contribution(projectId: string, by: Person = editor) {
      const made = await must(201, by, 'POST', `/api/projects/${projectId}/contributions`, {
        content: unique('A verse'),
      });
      return made.contribution.id as string;
    },

    /** A track the owner adds to the project's song with `mediaId` (theirs, or the project's). */
    async track(projectId: string, mediaId: string) {
      const { song } = await must(201, owner, 'POST', `/api/projects/${projectId}/tracks`, { mediaId });
      const tracks = song.tracks as { id: string }[];
      const last = tracks[tracks.length - 1];
      if (!last) throw new Error('world: no track added');
      return last.id;
    },

    /** A private audio file of the owner's. */
    audio: (visibility: 'private' | 'public' = 'private') => uploadAudio(t, owner, visibility),
    /** A private picture of the owner's. */
    image: () => uploadAudio(t, owner, 'private', 'image'),

    /** A private project of `who`'s own, with nobody else in it (one each, made when first asked). */
    async projectOf(who: Person) {
      let id = owned.projects.get(who);
      if (!id) {
        id = (await createProject(t.app, who.cookie, { name: unique('Own'), isPublic: false })).projectId;
        owned.projects.set(who, id);
      }
      return id;
    },

    /** A post of `who`'s own (one each, made when first asked). */
    async postOf(who: Person) {
      let id = owned.posts.get(who);
      if (!id) {
        id = (await must(201, who, 'POST', '/api/posts', { content: unique('Mine') })).post.postId as string;
        owned.posts.set(who, id);
      }
      return id;
    },

    /** A post of the owner's (about one of their projects). */
    async post(projectId?: string) {
      const made = await must(201, owner, 'POST', '/api/posts', { content: unique('News'), projectId });
      return made.post.postId as string;
    },

    /** The friend's comment on the post. */
    async postComment(postId: string, by: Person = friend) {
      const made = await must(201, by, 'POST', `/api/posts/${postId}/comments`, { content: 'Lovely.' });
      return made.comment.commentId as string;
    },

    /**
     * A throwaway collective of the owner's with the editor (a moderator) and the member in it; the
     * one made before it is closed first.
     */
    async collective(visibility: 'public' | 'invite_only' = 'public') {
      if (throwaway)
        await t.app.inject({
          method: 'DELETE',
          url: `/api/collectives/${throwaway}`,
          headers: { cookie: owner.cookie },
        });
      throwaway = await teamCollective(visibility);
      return throwaway;
    },
    /** The world's collectives, made once. */
    teamCollective,

    /** `who` invited into the collective by the owner; the invitation's id. */
    async collectiveInvitation(collectiveId: string, who: Person) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/collectives/${collectiveId}/invitations`,
        headers: { cookie: owner.cookie },
        payload: { userId: who.user.id },
      });
      if (response.statusCode !== 201 && response.statusCode !== 200)
        throw new Error(`world: collective invitation answered ${response.statusCode}: ${response.body}`);
      return response.json().invitation.invitationId as string;
    },

    /** An invite link of the owner's to the collective. */
    async collectiveLink(collectiveId: string) {
      const made = await must(201, owner, 'POST', `/api/collectives/${collectiveId}/invite-links`, {});
      return { linkId: made.link.linkId as string, token: made.token as string };
    },

    /** A collective `who` founded, alone in it (one each, made when first asked). */
    async collectiveOf(who: Person) {
      let id = owned.collectives.get(who);
      if (!id) {
        const made = await must(201, who, 'POST', '/api/collectives', { name: unique('Own collective') });
        id = made.collective.collectiveId as string;
        owned.collectives.set(who, id);
      }
      return id;
    },

    /** A newcomer's pending friend request to the owner. */
    async requestToOwner() {
      const newcomer = await register(t.app);
      const sent = await must(201, newcomer, 'POST', '/api/me/friend-requests', {
        receiverUserId: owner.user.id,
      });
      return sent.requestId as string;
    },

    /** The owner's pending friend request to a newcomer. */
    async requestFromOwner() {
      const newcomer = await register(t.app);
      const sent = await must(201, owner, 'POST', '/api/me/friend-requests', {
        receiverUserId: newcomer.user.id,
      });
      return sent.requestId as string;
    },

    /** `a` and `b` become friends (again). */
    async friends(a: Person, b: Person) {
      const sent = await must(201, a, 'POST', '/api/me/friend-requests', { receiverUserId: b.user.id });
      await must(200, b, 'PUT', `/api/me/friend-requests/${sent.requestId}`);
    },

    /** A newcomer who is `who`'s friend and nobody else's (one each, made when first asked). */
    async friendOf(who: Person) {
      let newcomer = owned.friends.get(who);
      if (!newcomer) {
        newcomer = await register(t.app);
        await fresh.friends(who, newcomer);
        owned.friends.set(who, newcomer);
      }
      return newcomer;
    },

    /** A group the owner gathers with the friend and the groupmates, as the world's. */
    async group(name = unique('Group')) {
      const made = await must(201, owner, 'POST', '/api/conversations/groups', {
        name,
        userIds: [friend, ...groupmates].map((p) => p.user.id),
      });
      return made.conversation.conversationId as string;
    },

    /** A message of `by`'s in the conversation (with these files of theirs); its id. */
    async message(
      conversationId: string,
      by: Person,
      content = 'Listen to this.',
      attachments: string[] = [],
    ) {
      const made = await must(201, by, 'POST', `/api/conversations/${conversationId}/messages`, {
        content,
        clientId: unique('message'),
        attachments,
      });
      return made.message.messageId as string;
    },
  };
  return fresh;
}

/** The world, made through the API: a few seconds' worth of requests. */
export async function buildWorld(t: TestContext): Promise<World> {
  const must = caller(t);
  const person = () => register(t.app, newUser());
  const [owner, editor, member, friend, stranger, blocked, outsider, bystander, requester, mate, mate2] =
    await Promise.all([
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
    ]);
  const people = { owner, editor, member, friend, stranger, blocked };
  const groupmates: [Person, Person] = [mate, mate2];
  const fresh = freshMaker(t, people, groupmates, must);

  for (const other of [friend, mate, mate2]) await fresh.friends(owner, other);
  // Friends first, so that the conversation and the group with the blocked person are ones they once had.
  await fresh.friends(owner, blocked);
  const withFriend = (await must(201, owner, 'POST', '/api/conversations', { userId: friend.user.id }))
    .conversation.conversationId as string;
  const withBlocked = (await must(201, owner, 'POST', '/api/conversations', { userId: blocked.user.id }))
    .conversation.conversationId as string;
  const hello = {
    withFriend: await fresh.message(withFriend, friend, 'Hello!'),
    withBlocked: await fresh.message(withBlocked, blocked, 'Hello?'),
  };
  const groupWithBlockedId = (
    await must(201, owner, 'POST', '/api/conversations/groups', {
      name: unique('Old band'),
      userIds: [friend.user.id, blocked.user.id],
    })
  ).conversation.conversationId as string;
  await fresh.message(groupWithBlockedId, blocked, 'Hi all');
  await must(200, owner, 'POST', '/api/me/blocks', { userId: blocked.user.id });

  const requestToOwner = (
    await must(201, requester, 'POST', '/api/me/friend-requests', { receiverUserId: owner.user.id })
  ).requestId as string;
  const requestFromOwner = await fresh.requestFromOwner();

  const media = {
    private: await uploadAudio(t, owner),
    inSong: await uploadAudio(t, owner),
    public: await uploadAudio(t, owner, 'public'),
    inGroup: await uploadAudio(t, owner),
    inGroupWithBlocked: await uploadAudio(t, owner),
  };

  // The groups: words nobody else wrote, a name no other conversation has.
  const groupName = `Rehearsal ${letters()}`;
  const groupId = await fresh.group(groupName);
  const word = letters();
  const group = {
    id: groupId,
    name: groupName,
    word,
    friendMessageId: await fresh.message(groupId, friend, `Tuesday at eight, ${word}?`),
    ownerMessageId: await fresh.message(groupId, owner, 'Here is the riff.', [media.inGroup.mediaId]),
  };
  const blockedWord = letters();
  const groupWithBlocked = {
    id: groupWithBlockedId,
    word: blockedWord,
    ownerMessageId: await fresh.message(groupWithBlockedId, owner, `The ${blockedWord} take.`, [
      media.inGroupWithBlocked.mediaId,
    ]),
  };
  const mediaThreadId = (
    await must(201, owner, 'POST', `/api/media/${media.private.mediaId}/threads`, { body: 'Too loud here?' })
  ).thread.id as string;

  async function worldProject(isPublic: boolean, songMediaId: string): Promise<WorldProject> {
    const name = `${isPublic ? 'Public' : 'Private'} song ${letters()}`;
    const id = await fresh.project(isPublic, name);
    const trackId = await fresh.track(id, songMediaId);
    // The owner's own contribution, merged: a credit of theirs on it (profiles list credits).
    const own = await fresh.contribution(id, owner);
    await must(200, owner, 'POST', `/api/projects/${id}/contributions/${own}/merge`, { creditRole: 'words' });
    // A saved main content is a version of its own (with the song as it is).
    const { project } = await must(200, owner, 'GET', `/api/projects/${id}`);
    await must(200, owner, 'PUT', `/api/projects/${id}/workspace`, {
      mainContent: 'The first verse.',
      baseUpdatedAt: project.workspace.lastUpdated,
    });
    const { versions } = await must(200, owner, 'GET', `/api/projects/${id}/versions`);
    const versionId = versions[0]?.id as string;
    const contributionId = await fresh.contribution(id);
    const thread = await must(201, owner, 'POST', `/api/projects/${id}/threads`, {
      subject: { kind: 'contribution', contributionId },
      body: 'Could the chorus come sooner?',
    });
    return {
      id,
      name,
      trackId,
      songMediaId,
      versionId,
      contributionId,
      threadId: thread.thread.id,
      invitationId: await fresh.invitation(id, friend),
      link: await fresh.link(id),
    };
  }
  const projects = {
    private: await worldProject(false, media.inSong.mediaId),
    public: await worldProject(true, (await fresh.audio()).mediaId),
  };

  const postId = await fresh.post(projects.private.id);
  const post = { id: postId, commentId: await fresh.postComment(postId) };

  async function worldCollective(visibility: 'public' | 'invite_only'): Promise<WorldCollective> {
    const id = await fresh.teamCollective(visibility);
    return {
      id,
      invitationId: await fresh.collectiveInvitation(id, friend),
      link: await fresh.collectiveLink(id),
    };
  }
  const collectives = {
    public: await worldCollective('public'),
    inviteOnly: await worldCollective('invite_only'),
  };
  for (const project of [projects.public, projects.private])
    await must(200, owner, 'PUT', `/api/collectives/${collectives.public.id}/projects/${project.id}`);

  // The chats, opened by the owner (made with everyone in them).
  const projectChatId = (await must(200, owner, 'POST', `/api/projects/${projects.private.id}/chat`))
    .conversation.conversationId as string;
  const projectChat = {
    id: projectChatId,
    editorMessageId: await fresh.message(projectChatId, editor, 'New verse is in.'),
  };
  const collectiveChat = (await must(200, owner, 'POST', `/api/collectives/${collectives.public.id}/chat`))
    .conversation.conversationId as string;

  return {
    people,
    outsider,
    bystander,
    groupmates,
    requestToOwner,
    requestFromOwner,
    projects,
    media,
    mediaThreadId,
    post,
    collectives,
    conversations: { withFriend, withBlocked, hello, group, groupWithBlocked, projectChat, collectiveChat },
    fresh,
    must,
  };
}
