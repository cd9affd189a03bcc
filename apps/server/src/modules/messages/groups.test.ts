import { randomUUID } from 'node:crypto';
import {
  ConversationAnswer,
  ConversationsAnswer,
  MessageAnswer,
  MessagesAnswer,
} from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, useTestApp } from '../../../test/helper';
import { collectivesKit } from '../../../test/kits/collectives';
import type { Person } from '../../../test/kits/friends';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { messagesKit } from '../../../test/kits/messages';
import { call as apiCall } from '../../../test/kits/projects';
import { audio } from '../../../test/kits/songs';

// Group conversations, project and collective chats, edits, deletes, read markers, catch-up and
// shared files (docs/design/bringing-people-in.md §3).
const t = useTestApp({ mediaDir: tempMediaDir(), mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
const k = messagesKit(t);
const c = collectivesKit(t);
const { call } = k;

const refusal = (response: { statusCode: number; json: () => { code: string; error: string } }) => ({
  status: response.statusCode,
  ...response.json(),
});
const makeGroup = (who: Person, name: string, people: Person[]) =>
  call('POST', '/api/conversations/groups', who.cookie, { name, userIds: people.map((p) => p.user.id) });
const conversation = async (who: Person, id: string) =>
  ConversationAnswer.parse((await k.get(who, id)).json()).conversation;
const history = async (who: Person, id: string, query = '') =>
  MessagesAnswer.parse((await k.history(who, id, query)).json());
const list = async (who: Person, q?: string) =>
  ConversationsAnswer.parse(
    (await call('GET', `/api/conversations${q ? `?q=${encodeURIComponent(q)}` : ''}`, who.cookie)).json(),
  ).conversations;

/** `a` and four friends of theirs; `a` gathers the first three into a group. */
async function band() {
  const people = [await k.person(), await k.person(), await k.person(), await k.person(), await k.person()];
  const [a, ...others] = people as [Person, Person, Person, Person, Person];
  for (const other of others) await k.friends.makeFriends(a, other);
  const made = await makeGroup(a, 'Rehearsal', others.slice(0, 3));
  expect(made.statusCode, made.body).toBe(201);
  const group = ConversationAnswer.parse(made.json()).conversation;
  return { a, b: others[0], c: others[1], d: others[2], e: others[3], id: group.conversationId, group };
}

describe('a group', () => {
  it('is gathered from friends, named, and seen by everyone in it', async () => {
    const { a, b, c: third, id, group } = await band();
    expect(group).toMatchObject({
      kind: 'group',
      name: 'Rehearsal',
      createdByUserId: a.user.id,
      subject: null,
      policies: { canSend: true, canCall: false, canRename: true, canAddPeople: true, canRemovePeople: true },
    });
    expect(group.participants).toHaveLength(4);
    await k.sent(b, id, 'Tuesday at eight?');
    const seen = (await list(third)).find((one) => one.conversationId === id);
    expect(seen).toMatchObject({
      name: 'Rehearsal',
      unreadCount: 1,
      lastMessage: { content: 'Tuesday at eight?' },
    });
    expect((await conversation(b, id)).policies).toMatchObject({ canRemovePeople: false, canLeave: true });
  });

  it('is made of friends only, three to fifty, answered alike for strangers and blocks', async () => {
    const a = await k.person();
    const [friend, other, stranger, blocker] = [
      await k.person(),
      await k.person(),
      await k.person(),
      await k.person(),
    ];
    for (const who of [friend, other, blocker]) await k.friends.makeFriends(a, who);
    await k.friends.block(blocker, a);
    expect(refusal(await makeGroup(a, 'Two', [friend]))).toMatchObject({ status: 400 });
    const strangers = refusal(await makeGroup(a, 'Band', [friend, stranger]));
    expect(strangers).toMatchObject({ status: 403, code: 'FRIENDS_ONLY' });
    expect(refusal(await makeGroup(a, 'Band', [friend, blocker]))).toEqual(strangers);
    expect(refusal(await makeGroup(a, '', [friend, other]))).toMatchObject({ status: 400 });
    expect((await list(friend)).filter((one) => one.kind === 'group')).toEqual([]);
  });

  it('grows by its members’ friends, loses people by its maker alone, and can be left', async () => {
    const { a, b, c: third, d, e, id } = await band();
    // b is not friends with e: b cannot bring them; a can.
    expect(
      refusal(await call('POST', `/api/conversations/${id}/members`, b.cookie, { userIds: [e.user.id] })),
    ).toMatchObject({
      status: 403,
      code: 'FRIENDS_ONLY',
    });
    const added = await call('POST', `/api/conversations/${id}/members`, a.cookie, { userIds: [e.user.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(ConversationAnswer.parse(added.json()).conversation.participants).toHaveLength(5);
    expect(
      refusal(await call('DELETE', `/api/conversations/${id}/members/${d.user.id}`, b.cookie)),
    ).toMatchObject({
      status: 403,
      code: 'NOT_THE_CREATOR',
    });
    expect((await call('DELETE', `/api/conversations/${id}/members/${d.user.id}`, a.cookie)).statusCode).toBe(
      200,
    );
    expect((await k.get(d, id)).statusCode).toBe(404);
    expect(refusal(await k.send(d, id, 'still here?'))).toMatchObject({ status: 404 });
    // Renamed by anyone in it; the maker leaves and the longest member takes their place.
    expect(
      (await call('PATCH', `/api/conversations/${id}`, third.cookie, { name: 'Gig crew' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/conversations/${id}/members/me`, a.cookie)).statusCode).toBe(200);
    const after = await conversation(b, id);
    expect(after).toMatchObject({ name: 'Gig crew', createdByUserId: b.user.id });
    expect(after.participants.map((p) => p.userId)).not.toContain(a.user.id);
    // Two friends' conversation is never left.
    const pair = await k.pair();
    expect(
      refusal(await call('DELETE', `/api/conversations/${pair.id}/members/me`, pair.a.cookie)),
    ).toMatchObject({
      status: 403,
    });
    expect(
      refusal(await call('PATCH', `/api/conversations/${pair.id}`, pair.a.cookie, { name: 'x' })),
    ).toMatchObject({
      status: 403,
    });
  });

  it('leaves out, for each other only, the words of two people who blocked each other', async () => {
    const { a, b, c: third, id } = await band();
    await k.friends.block(b, third);
    await k.sent(third, id, 'From c');
    await k.sent(b, id, 'From b');
    const words = async (who: Person) => (await history(who, id)).messages.map((m) => m.content);
    expect(await words(a)).toEqual(['From c', 'From b']);
    expect(await words(b)).toEqual(['From b']);
    expect(await words(third)).toEqual(['From c']);
    expect((await conversation(b, id)).participants.map((p) => p.userId)).not.toContain(third.user.id);
    const lastForB = (await list(b)).find((one) => one.conversationId === id);
    expect(lastForB?.lastMessage?.content).toBe('From b');
  });
});

describe('messages', () => {
  it('are edited and deleted by their sender alone, and a screen catches up by change number', async () => {
    const { a, b, id } = await band();
    const first = await k.sent(a, id, 'Draft one');
    const second = await k.sent(b, id, 'Hello');
    const { messages } = await history(b, id);
    const rev = Math.max(...messages.map((m) => m.rev));
    const path = (m: { messageId: string }) => `/api/conversations/${id}/messages/${m.messageId}`;
    expect(refusal(await call('PATCH', path(first), b.cookie, { content: 'Hijack' }))).toMatchObject({
      status: 403,
      code: 'NOT_YOUR_MESSAGE',
    });
    expect(refusal(await call('DELETE', path(first), b.cookie))).toMatchObject({ status: 403 });
    const edited = MessageAnswer.parse(
      (await call('PATCH', path(first), a.cookie, { content: 'Final words' })).json(),
    );
    expect(edited.message).toMatchObject({ content: 'Final words', seq: 1 });
    expect(edited.message.editedAt).not.toBeNull();
    const deleted = MessageAnswer.parse((await call('DELETE', path(second), b.cookie)).json());
    expect(deleted.message).toMatchObject({ content: '', attachments: [] });
    expect(deleted.message.deletedAt).not.toBeNull();
    expect(refusal(await call('PATCH', path(second), b.cookie, { content: 'Back' }))).toMatchObject({
      status: 409,
    });
    const caught = await history(a, id, `?sinceRev=${rev}`);
    expect(caught.messages.map((m) => [m.messageId, m.content])).toEqual([
      [first.messageId, 'Final words'],
      [second.messageId, ''],
    ]);
    expect((await k.history(a, id, `?sinceRev=1&before=${first.messageId}`)).statusCode).toBe(400);
  });

  it('leave read markers everyone in it sees', async () => {
    const { a, b, id } = await band();
    await k.sent(a, id, 'One');
    await k.sent(a, id, 'Two');
    expect((await k.read(b, id)).statusCode).toBe(200);
    const markers = (await conversation(a, id)).readMarkers;
    expect(markers.find((m) => m.userId === b.user.id)?.lastReadSeq).toBe(2);
    expect(markers.find((m) => m.userId === a.user.id)?.lastReadSeq).toBe(2);
  });

  it('share files of the sender’s library with the conversation’s people alone', async () => {
    const { a, b, e, id } = await band();
    const take = await audio(t, a, 1, { title: 'Riff' });
    const sent = await call('POST', `/api/conversations/${id}/messages`, a.cookie, {
      content: '',
      clientId: randomUUID(),
      attachments: [take],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = MessageAnswer.parse(sent.json()).message;
    expect(message.attachments.map((m) => [m.mediaId, m.kind, m.visibility])).toEqual([
      [take, 'audio', 'private'],
    ]);
    const file = message.attachments[0]?.url as string;
    expect((await apiCall(t.app, 'GET', file, b.cookie)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', `/api/media/${take}`, b.cookie)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', file, e.cookie)).statusCode).toBe(404);
    expect((await history(b, id)).messages.at(-1)?.attachments[0]?.mediaId).toBe(take);
    // Someone else's file cannot be shared; at most four files.
    const theirs = await audio(t, b, 1);
    const foreign = await call('POST', `/api/conversations/${id}/messages`, a.cookie, {
      clientId: randomUUID(),
      attachments: [theirs],
    });
    expect(refusal(foreign)).toMatchObject({ status: 400 });
    expect(
      (
        await call('POST', `/api/conversations/${id}/messages`, a.cookie, {
          clientId: randomUUID(),
          attachments: [take, take, take, take, take],
        })
      ).statusCode,
    ).toBe(400);
    // Deleted, the message takes its files back.
    await call('DELETE', `/api/conversations/${id}/messages/${message.messageId}`, a.cookie);
    expect((await apiCall(t.app, 'GET', file, b.cookie)).statusCode).toBe(404);
  });

  it('are found by their words and conversations by name', async () => {
    const { a, b, id } = await band();
    const word = `zebra${Date.now()}`;
    await k.sent(b, id, `Bring the ${word} pedal`);
    expect((await list(a, word)).map((one) => one.conversationId)).toEqual([id]);
    expect((await list(a, 'Rehearsal')).map((one) => one.conversationId)).toContain(id);
    expect(await list(a, `nothing-${word}`)).toEqual([]);
  });
});

describe('a project’s and a collective’s chat', () => {
  it('holds exactly the project’s members as they come and go', async () => {
    const owner = await k.person();
    const [member, late, stranger] = [await k.person(), await k.person(), await k.person()];
    const { projectId } = await createProject(t.app, owner.cookie, { name: 'Chatty' });
    await joinProject(t.app, member.cookie, projectId);
    expect(refusal(await call('POST', `/api/projects/${projectId}/chat`, stranger.cookie))).toMatchObject({
      status: 404,
    });
    const opened = await call('POST', `/api/projects/${projectId}/chat`, member.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const chat = ConversationAnswer.parse(opened.json()).conversation;
    expect(chat).toMatchObject({
      kind: 'project',
      name: 'Chatty',
      subject: { kind: 'project', id: projectId },
    });
    expect(chat.participants.map((p) => p.userId).sort()).toEqual([owner.user.id, member.user.id].sort());
    // Asking again is the same chat.
    const again = ConversationAnswer.parse(
      (await call('POST', `/api/projects/${projectId}/chat`, owner.cookie)).json(),
    );
    expect(again.conversation.conversationId).toBe(chat.conversationId);
    await joinProject(t.app, late.cookie, projectId);
    expect((await conversation(late, chat.conversationId)).participants).toHaveLength(3);
    await k.sent(late, chat.conversationId, 'Hi all');
    expect((await call('POST', `/api/projects/${projectId}/leave`, late.cookie)).statusCode).toBe(200);
    expect((await k.get(late, chat.conversationId)).statusCode).toBe(404);
    // Left by choice, joined again from the project.
    expect(
      (await call('DELETE', `/api/conversations/${chat.conversationId}/members/me`, member.cookie))
        .statusCode,
    ).toBe(200);
    expect((await k.get(member, chat.conversationId)).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${projectId}/chat`, member.cookie)).statusCode).toBe(200);
    expect((await k.get(member, chat.conversationId)).statusCode).toBe(200);
  });

  it('holds a collective’s members, removals included', async () => {
    const founder = await k.person();
    const member = await k.person();
    const id = await c.make(founder, [member]);
    const chat = ConversationAnswer.parse(
      (await call('POST', `/api/collectives/${id}/chat`, founder.cookie)).json(),
    ).conversation;
    expect(chat.participants).toHaveLength(2);
    const joiner = await k.person();
    expect((await c.join(id, joiner)).statusCode).toBe(201);
    expect((await conversation(joiner, chat.conversationId)).kind).toBe('collective');
    expect(
      (await call('DELETE', `/api/collectives/${id}/members/${member.user.id}`, founder.cookie)).statusCode,
    ).toBe(200);
    expect((await k.get(member, chat.conversationId)).statusCode).toBe(404);
  });
});
