import type { RoomChange, RoomPresence } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { type TestSocket, useListening, useSockets } from '../../../test/sockets';
import { PROJECT_NOT_FOUND } from '../../policies/projects';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);

type Person = Awaited<ReturnType<typeof register>>;

const inject = (
  cookie: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A signed-in socket of `person` in the project's room. */
async function inRoom(person: Person, projectId: string): Promise<TestSocket> {
  const socket = await sockets.signIn(person.cookie);
  const joined = await socket.ask({ type: 'room_join', projectId }, 'room_joined');
  expect(joined.projectId).toBe(projectId);
  return socket;
}

/** The latest list of who is here the socket heard (none yet: empty). */
const lastHere = (socket: TestSocket) =>
  (socket.pending('room_presence').at(-1) as { here: RoomPresence[] } | undefined)?.here ?? [];

/** The next change the socket hears, without its time. */
async function nextChange(socket: TestSocket): Promise<RoomChange> {
  const frame = await socket.next('room_change');
  expect(frame.at).toBeGreaterThan(Date.now() - 10_000);
  return frame.change;
}

describe('joining a room', () => {
  it('lets anyone signed in into a public project, with who is here', async () => {
    const [owner, visitor] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const ownerSocket = await inRoom(owner, projectId);
    const visitorSocket = await sockets.signIn(visitor.cookie);
    const joined = await visitorSocket.ask({ type: 'room_join', projectId }, 'room_joined');
    expect(joined.here.map((p) => p.username)).toEqual([owner.user.username, visitor.user.username]);
    expect(joined.here[1]).toEqual({
      userId: visitor.user.id,
      username: visitor.user.username,
      avatarUrl: null,
      activity: null,
    });
    // The owner's screen hears the visitor come (its own arrival first).
    await expect
      .poll(() => lastHere(ownerSocket).map((p) => p.username))
      .toEqual([owner.user.username, visitor.user.username]);
  });

  it('refuses a private project to a non-member, a project that is not there, and a non-id alike', async () => {
    const [owner, stranger] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    const socket = await sockets.signIn(stranger.cookie);
    for (const id of [projectId, '00000000-0000-4000-8000-000000000000', 'general']) {
      expect(await socket.ask({ type: 'room_join', projectId: id }, 'room_refused')).toEqual({
        type: 'room_refused',
        projectId: id,
        message: PROJECT_NOT_FOUND,
      });
    }
    // Refused, it hears nothing of the project.
    await inject(owner.cookie, 'PUT', `/projects/${projectId}`, { description: 'Changed.' });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.pending('room_change')).toEqual([]);
  });

  it('lets a member into a private project', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    const socket = await inRoom(owner, projectId);
    expect(socket.pending('room_refused')).toEqual([]);
  });

  it('needs a signed-in socket', async () => {
    const socket = await sockets.open();
    socket.send({ type: 'room_join', projectId: '00000000-0000-4000-8000-000000000000' });
    expect((await socket.next('error')).message).toMatch(/Not authenticated/);
  });
});

describe('what a room hears', () => {
  it('every change of the project, from whoever makes it, once committed', async () => {
    const [owner, member, fan] = [await register(t.app), await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const watching = await inRoom(fan, projectId);
    const elsewhere = await sockets.signIn(owner.cookie); // signed in, not in the room

    expect((await joinProject(t.app, member.cookie, projectId)).statusCode).toBe(200);
    expect(await nextChange(watching)).toEqual({ type: 'member_joined', userId: member.user.id });

    await inject(owner.cookie, 'PUT', `/projects/${projectId}/members/${member.user.id}`, { role: 'editor' });
    expect(await nextChange(watching)).toEqual({
      type: 'member_role_changed',
      userId: owner.user.id,
      memberId: member.user.id,
      role: 'editor',
    });

    const proposed = await inject(member.cookie, 'POST', `/projects/${projectId}/contributions`, {
      content: 'A bridge in D minor.',
    });
    const contributionId = proposed.json().contribution.id as string;
    expect(await nextChange(watching)).toEqual({
      type: 'contribution_proposed',
      userId: member.user.id,
      contributionId,
    });

    await inject(owner.cookie, 'POST', `/projects/${projectId}/contributions/${contributionId}/vote`, {
      value: 1,
    });
    expect(await nextChange(watching)).toEqual({
      type: 'contribution_voted',
      userId: owner.user.id,
      contributionId,
      myVote: 1,
      votes: 1,
      voters: [{ voter: expect.objectContaining({ userId: owner.user.id }), value: 1, stale: false }],
      review: expect.objectContaining({ approvals: 1, blockers: [] }),
    });

    await inject(member.cookie, 'PATCH', `/projects/${projectId}/contributions/${contributionId}`, {
      content: 'A bridge in D major.',
    });
    expect(await nextChange(watching)).toEqual({
      type: 'contribution_revised',
      userId: member.user.id,
      contributionId,
    });

    const thread = await inject(owner.cookie, 'POST', `/projects/${projectId}/threads`, {
      subject: { kind: 'contribution', contributionId },
      body: 'Which key is it in now?',
    });
    expect(await nextChange(watching)).toEqual({
      type: 'thread_changed',
      userId: owner.user.id,
      threadId: thread.json().thread.id,
    });

    const merged = await inject(
      owner.cookie,
      'POST',
      `/projects/${projectId}/contributions/${contributionId}/merge`,
    );
    // The main content's new version, then the merge itself.
    expect(await nextChange(watching)).toMatchObject({ type: 'version_created', number: 1, cause: 'merge' });
    expect(await nextChange(watching)).toEqual({
      type: 'contribution_merged',
      userId: owner.user.id,
      contributionId,
    });

    await inject(owner.cookie, 'PUT', `/projects/${projectId}/workspace`, {
      mainContent: '# Verse',
      baseUpdatedAt: merged.json().workspace.lastUpdated,
    });
    expect(await nextChange(watching)).toMatchObject({
      type: 'version_created',
      number: 2,
      cause: 'replace',
    });
    expect(await nextChange(watching)).toEqual({ type: 'workspace_changed', userId: owner.user.id });

    await inject(owner.cookie, 'PUT', `/projects/${projectId}`, { description: 'Now with strings.' });
    expect(await nextChange(watching)).toEqual({ type: 'project_updated', userId: owner.user.id });

    await inject(member.cookie, 'POST', `/projects/${projectId}/like`);
    expect(await nextChange(watching)).toEqual({
      type: 'project_liked',
      userId: member.user.id,
      liked: true,
      likes: 1,
    });

    const commented = await inject(member.cookie, 'POST', `/projects/${projectId}/comments`, {
      content: 'Love the bridge.',
    });
    expect(await nextChange(watching)).toEqual({
      type: 'project_commented',
      userId: member.user.id,
      commentId: commented.json().comment.commentId,
    });

    await inject(member.cookie, 'POST', `/projects/${projectId}/leave`);
    expect(await nextChange(watching)).toEqual({ type: 'member_left', userId: member.user.id });

    expect(elsewhere.pending('room_change')).toEqual([]);
  });

  it('every post about the project: published, liked, unliked, commented on, deleted', async () => {
    const [owner, fan] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const watching = await inRoom(fan, projectId);
    const published = await inject(owner.cookie, 'POST', '/posts', { content: 'Mixing day.', projectId });
    const postId = published.json().post.postId as string;
    const changed = { type: 'posts_changed', postId };
    expect(await nextChange(watching)).toEqual({ ...changed, userId: owner.user.id });
    await inject(fan.cookie, 'POST', `/posts/${postId}/like`);
    expect(await nextChange(watching)).toEqual({ ...changed, userId: fan.user.id });
    await inject(fan.cookie, 'DELETE', `/posts/${postId}/like`);
    expect(await nextChange(watching)).toEqual({ ...changed, userId: fan.user.id });
    const comment = await inject(fan.cookie, 'POST', `/posts/${postId}/comments`, { content: 'Loud!' });
    expect(await nextChange(watching)).toEqual({ ...changed, userId: fan.user.id });
    await inject(fan.cookie, 'DELETE', `/posts/${postId}/comments/${comment.json().comment.commentId}`);
    expect(await nextChange(watching)).toEqual({ ...changed, userId: fan.user.id });
    await inject(owner.cookie, 'DELETE', `/posts/${postId}`);
    expect(await nextChange(watching)).toEqual({ ...changed, userId: owner.user.id });
    // A post about nothing in particular reaches no room.
    await inject(owner.cookie, 'POST', '/posts', { content: 'Just a thought.' });
    await new Promise((r) => setTimeout(r, 100));
    expect(watching.pending('room_change')).toEqual([]);
  });

  it('nothing of a project it left', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const socket = await inRoom(owner, projectId);
    socket.send({ type: 'room_leave', projectId });
    await new Promise((r) => setTimeout(r, 50));
    await inject(owner.cookie, 'PUT', `/projects/${projectId}`, { description: 'Changed.' });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.pending('room_change')).toEqual([]);
  });
});

describe('who is here', () => {
  it('shows what each is doing, one line per person however many tabs, and drops a closed one', async () => {
    const [owner, member] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const ownerSocket = await inRoom(owner, projectId);
    const [tab1, tab2] = [await inRoom(member, projectId), await inRoom(member, projectId)];
    tab2.send({ type: 'room_activity', projectId, activity: 'editing' });
    await expect
      .poll(
        () => (ownerSocket.pending('room_presence').at(-1) as { here: { activity: string | null }[] })?.here,
      )
      .toEqual([
        expect.objectContaining({ username: owner.user.username, activity: null }),
        expect.objectContaining({ username: member.user.username, activity: 'editing' }),
      ]);

    tab1.close();
    tab2.close();
    await expect
      .poll(() => lastHere(ownerSocket))
      .toEqual([expect.objectContaining({ username: owner.user.username })]);
  });

  it('puts a screen out when the project becomes private to its user', async () => {
    const [owner, fan] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const ownerSocket = await inRoom(owner, projectId);
    const fanSocket = await inRoom(fan, projectId);
    await inject(owner.cookie, 'PUT', `/projects/${projectId}`, { isPublic: false });
    expect(await fanSocket.next('room_closed')).toEqual({
      type: 'room_closed',
      projectId,
      message: PROJECT_NOT_FOUND,
    });
    // The owner still hears the change, and sees the fan gone.
    expect(await nextChange(ownerSocket)).toEqual({ type: 'project_updated', userId: owner.user.id });
    await expect
      .poll(() => lastHere(ownerSocket))
      .toEqual([expect.objectContaining({ username: owner.user.username })]);
    // Put out, it hears no more (the change that put it out may have reached it first: it says nothing).
    const heard = fanSocket.pending('room_change').length;
    await inject(owner.cookie, 'PUT', `/projects/${projectId}`, { description: 'Secret now.' });
    await nextChange(ownerSocket);
    await new Promise((r) => setTimeout(r, 50));
    expect(fanSocket.pending('room_change')).toHaveLength(heard);
  });
});
