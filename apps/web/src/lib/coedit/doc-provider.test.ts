import { DOC_FRAME_DATA_MAX } from '@create-together/contract';
import { fromBase64 } from 'lib0/buffer';
import * as decoding from 'lib0/decoding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DocUser, FakeDocConnection, FakeDocServer } from '@/test/fake-doc-server';
import { useFakeClock } from '@/test/helpers';
import { ProjectDocProvider } from './doc-provider';
import { AWARENESS_SEND_MS, REOPEN_AFTER_UNAVAILABLE_MS } from './doc-provider-types';

const alice: DocUser = { userId: 'alice', name: 'alice' };
const bob: DocUser = { userId: 'bob', name: 'bob' };

let server: FakeDocServer;
const providers: ProjectDocProvider[] = [];

/** A tab of `user` with the project's document, on its own connection to the server. */
function tab(user: DocUser) {
  const connection = new FakeDocConnection(server, user);
  const provider = new ProjectDocProvider(connection, 'p1');
  providers.push(provider);
  return { connection, provider };
}

/** A tab whose document is open and in step with the server. */
function liveTab(user: DocUser) {
  const made = tab(user);
  server.flush();
  expect(made.provider.status).toBe('live');
  return made;
}

/** Lets the cursor updates held back by the throttle go, then delivers everything in flight. */
async function deliverAll() {
  await vi.advanceTimersByTimeAsync(AWARENESS_SEND_MS);
  server.flush();
}

/** The one state in a `doc_awareness` frame: its client id and what it says. */
function awarenessIn(data: string): { clientID: number; state: Record<string, unknown> | null } {
  const decoder = decoding.createDecoder(fromBase64(data));
  expect(decoding.readVarUint(decoder)).toBe(1);
  const clientID = decoding.readVarUint(decoder);
  decoding.readVarUint(decoder);
  return { clientID, state: JSON.parse(decoding.readVarString(decoder)) };
}

beforeEach(() => {
  useFakeClock();
  server = new FakeDocServer('p1');
});

afterEach(() => {
  for (const provider of providers.splice(0)) provider.destroy();
  vi.useRealTimers();
});

describe('ProjectDocProvider', () => {
  it('opens with doc_open and its state vector, and is live with the server’s text once synced', () => {
    server.change((text) => text.insert(0, 'Hello'));
    const { connection, provider } = tab(alice);
    expect(connection.sent.map((frame) => frame.type)).toEqual(['doc_open', 'doc_sync']);
    expect(connection.framesOf('doc_sync')[0]?.ref).toBeUndefined();
    expect(provider.status).toBe('connecting');
    expect(provider.state.loaded).toBe(false);

    server.flush();

    expect(provider.status).toBe('live');
    expect(provider.canEdit).toBe(true);
    expect(provider.text.toString()).toBe('Hello');
    expect(provider.state).toMatchObject({ status: 'live', canEdit: true, loaded: true, saved: true });
    // The server's step 1 was answered with this tab's step 2: the open's first change.
    expect(connection.framesOf('doc_sync')[1]?.ref).toBe(1);
    expect(connection.framesOf('doc_sync')[1]?.more).toBeUndefined();
  });

  it('brings two editors’ concurrent changes together through the server, each saved once acknowledged', () => {
    const a = liveTab(alice);
    const b = liveTab(bob);

    a.provider.text.insert(0, 'apples ');
    b.provider.text.insert(0, 'pears ');
    expect(a.provider.saved).toBe(false);
    expect(a.connection.framesOf('doc_sync').at(-1)?.ref).toBe(2);

    server.flush();

    expect(a.provider.text.toString()).toBe(server.text.toString());
    expect(b.provider.text.toString()).toBe(server.text.toString());
    expect(server.text.toString()).toMatch(/^(apples pears |pears apples )$/);
    expect(a.provider.saved).toBe(true);
    expect(b.provider.saved).toBe(true);
  });

  it('applies a change made on the server (a merge) without sending it back', () => {
    const a = liveTab(alice);
    const sentBefore = a.connection.sent.length;

    server.change((text) => text.insert(0, 'Merged paragraph.'));
    server.flush();

    expect(a.provider.text.toString()).toBe('Merged paragraph.');
    expect(a.connection.sent).toHaveLength(sentBefore);
    expect(a.provider.saved).toBe(true);
  });

  it('keeps edits made offline and merges them with the others’ on return, through the step 2', async () => {
    const a = liveTab(alice);
    const b = liveTab(bob);
    b.provider.awareness.setLocalStateField('cursor', { at: 1 });
    await deliverAll();
    expect(a.provider.awareness.getStates().size).toBe(2);

    a.connection.goOffline();
    expect(a.provider.status).toBe('offline');
    // Nobody's cursor can be trusted while away.
    expect([...a.provider.awareness.getStates().keys()]).toEqual([a.provider.awareness.clientID]);
    const sentOffline = a.connection.sent.length;
    a.provider.text.insert(0, 'written offline. ');
    b.provider.text.insert(0, 'written online. ');
    server.flush();
    expect(a.connection.sent).toHaveLength(sentOffline);
    expect(a.provider.saved).toBe(false);

    a.connection.goOnline();
    expect(a.provider.status).toBe('connecting');
    expect(a.connection.sent.slice(sentOffline).map((frame) => frame.type)).toEqual(['doc_open', 'doc_sync']);
    server.flush();

    expect(a.provider.status).toBe('live');
    expect(server.text.toString()).toContain('written offline. ');
    expect(server.text.toString()).toContain('written online. ');
    expect(a.provider.text.toString()).toBe(server.text.toString());
    expect(b.provider.text.toString()).toBe(server.text.toString());
    expect(a.provider.saved).toBe(true);
  });

  it('sends again, on return, a change that was sent but never acknowledged', () => {
    const a = liveTab(alice);
    a.provider.text.insert(0, 'lost with the socket');
    // The socket goes before the server reads the change.
    a.connection.goOffline();
    server.flush();
    expect(server.text.toString()).toBe('');
    expect(a.provider.saved).toBe(false);

    a.connection.goOnline();
    // Not saved until this open's step 2, which carries it, is acknowledged.
    expect(a.provider.saved).toBe(false);
    server.flush();

    expect(server.text.toString()).toBe('lost with the socket');
    expect(a.provider.saved).toBe(true);
  });

  it('never counts an acknowledgement of an earlier open for this one', () => {
    const a = liveTab(alice);
    server.holdAnswers = true;
    a.provider.text.insert(0, 'Stored slowly.');
    server.flush();
    a.provider.reset();
    server.flush();
    expect(a.provider.status).toBe('live');
    expect(a.provider.saved).toBe(false);

    // The earlier open's change is acknowledged after this open began.
    server.releaseAnswer();
    server.flush();
    expect(a.provider.saved).toBe(false);
    server.releaseAnswer();
    server.flush();
    expect(a.provider.saved).toBe(true);
    expect(a.provider.text.toString()).toBe('Stored slowly.');
  });

  it('never takes a refusal of a dropped copy’s change for one of the new copy', () => {
    const a = liveTab(alice);
    server.holdAnswers = true;
    server.refuseNext = { reason: 'invalid', message: 'This change could not be read.' };
    a.provider.text.insert(0, 'Refused after the reset.');
    server.flush();
    a.provider.reset();
    server.flush();

    server.releaseAnswer();
    server.flush();

    expect(a.provider.refused).toBeNull();
    server.releaseAnswer();
    server.flush();
    expect(a.provider.state).toMatchObject({ status: 'live', saved: true, refused: null });
  });

  it('sends a step 2 longer than a frame in parts, the ref on the last one only', () => {
    const a = liveTab(alice);
    a.connection.goOffline();
    const long = 'A long paragraph, pasted while offline. '.repeat(3_000);
    a.provider.text.insert(0, long);
    const sentBefore = a.connection.sent.length;

    a.connection.goOnline();
    server.flush();

    // After step 1, the step 2 in parts.
    const [, ...parts] = a.connection.sent.slice(sentBefore).filter((frame) => frame.type === 'doc_sync');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(0, -1)) expect(part).toMatchObject({ more: true });
    for (const part of parts.slice(0, -1)) expect(part).not.toHaveProperty('ref');
    expect(parts.at(-1)?.ref).toEqual(expect.any(Number));
    expect(parts.at(-1)).not.toHaveProperty('more');
    for (const part of parts) expect(part.data.length).toBeLessThanOrEqual(DOC_FRAME_DATA_MAX);
    expect(server.text.toString()).toBe(long);
    expect(a.provider.saved).toBe(true);
  });

  it('keeps a refused change’s text to copy, sends nothing more, and starts over from the server on reset', () => {
    server.change((text) => text.insert(0, 'Stored. '));
    const a = liveTab(alice);
    const firstClient = a.provider.awareness.clientID;
    server.refuseNext = {
      reason: 'too_long',
      message: 'The main content can be at most 200,000 characters.',
    };

    a.provider.text.insert(8, 'Refused.');
    server.flush();

    expect(a.provider.refused).toEqual({
      reason: 'too_long',
      message: 'The main content can be at most 200,000 characters.',
      localText: 'Stored. Refused.',
    });
    expect(a.provider.saved).toBe(false);
    const sentWhileRefused = a.connection.sent.length;
    a.provider.text.insert(0, 'More. ');
    expect(a.connection.sent).toHaveLength(sentWhileRefused);
    // Not even a new open sends it: the server's step 1 goes unanswered until the reset.
    a.connection.goOffline();
    a.connection.goOnline();
    server.flush();
    const changesSent = a.connection.sent
      .slice(sentWhileRefused)
      .filter((frame) => frame.type === 'doc_sync' && frame.ref !== undefined);
    expect(changesSent).toEqual([]);
    expect(server.text.toString()).toBe('Stored. ');
    const sentBeforeReset = a.connection.sent.length;

    a.provider.reset();

    expect(a.connection.sent.slice(sentBeforeReset).map((frame) => frame.type)).toEqual([
      'doc_awareness',
      'doc_close',
      'doc_open',
      'doc_sync',
    ]);
    expect(a.provider.refused).toBeNull();
    expect(a.provider.awareness.clientID).not.toBe(firstClient);
    expect(a.provider.state.loaded).toBe(false);
    server.flush();
    expect(a.provider.text.toString()).toBe('Stored. ');
    expect(server.text.toString()).toBe('Stored. ');
    expect(a.provider.state).toMatchObject({ status: 'live', loaded: true, saved: true, refused: null });
  });

  it('opens read-only for a user who may not edit, and follows doc_access both ways', () => {
    server.allow('bob', false);
    const b = liveTab(bob);
    expect(b.provider.canEdit).toBe(false);
    // Its empty step 2 changes nothing: acknowledged.
    expect(b.provider.saved).toBe(true);

    // A viewer has no cursor for the others.
    b.provider.awareness.setLocalStateField('cursor', { at: 0 });
    expect(b.connection.framesOf('doc_awareness')).toHaveLength(0);

    server.allow('bob', true);
    server.flush();
    expect(b.provider.canEdit).toBe(true);
    // Made an editor, its cursor is sent at once.
    expect(b.connection.framesOf('doc_awareness')).toHaveLength(1);

    server.allow('bob', false);
    server.flush();
    expect(b.provider.canEdit).toBe(false);
  });

  it('goes offline when the server’s storage is down, keeps the edits, and opens again 5 s later', async () => {
    const a = liveTab(alice);
    const [peer] = server.openPeers;
    if (!peer) throw new Error('no open peer');
    server.close(peer, 'unavailable');
    server.flush();
    expect(a.provider.status).toBe('offline');

    a.provider.text.insert(0, 'kept');
    const sentBefore = a.connection.sent.length;
    await vi.advanceTimersByTimeAsync(REOPEN_AFTER_UNAVAILABLE_MS - 1);
    expect(a.connection.sent).toHaveLength(sentBefore);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.connection.sent.at(-2)?.type).toBe('doc_open');

    server.flush();
    expect(a.provider.status).toBe('live');
    expect(server.text.toString()).toBe('kept');
    expect(a.provider.saved).toBe(true);
  });

  it('is closed for good when the document is gone', () => {
    const a = liveTab(alice);
    const [peer] = server.openPeers;
    if (!peer) throw new Error('no open peer');
    server.close(peer, 'not_found');
    server.flush();
    expect(a.provider.state).toMatchObject({ status: 'closed', canEdit: false });

    a.connection.goOffline();
    a.connection.goOnline();
    expect(a.provider.status).toBe('closed');
    expect(a.connection.sent.at(-1)?.type).not.toBe('doc_open');
  });

  it('is offline when made with the connection away, and opens when it returns', () => {
    const connection = new FakeDocConnection(server, alice);
    connection.goOffline();
    const provider = new ProjectDocProvider(connection, 'p1');
    providers.push(provider);
    expect(provider.status).toBe('offline');
    expect(connection.sent).toHaveLength(0);

    connection.goOnline();
    server.flush();
    expect(provider.status).toBe('live');
  });

  it('sends its cursor at most every 100 ms, the latest state, never saying who it is', async () => {
    const a = liveTab(alice);
    const b = liveTab(bob);
    const sent = () => a.connection.framesOf('doc_awareness');
    await deliverAll();
    const before = sent().length;

    a.provider.awareness.setLocalStateField('cursor', { at: 1 });
    a.provider.awareness.setLocalStateField('cursor', { at: 2 });
    a.provider.awareness.setLocalStateField('cursor', { at: 3 });
    expect(sent()).toHaveLength(before + 1);
    expect(awarenessIn(sent().at(-1)?.data ?? '').state).toEqual({ cursor: { at: 1 } });

    await vi.advanceTimersByTimeAsync(AWARENESS_SEND_MS - 1);
    expect(sent()).toHaveLength(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(before + 2);
    expect(awarenessIn(sent().at(-1)?.data ?? '').state).toEqual({ cursor: { at: 3 } });

    server.flush();
    // The server said who it is.
    expect(b.provider.awareness.getStates().get(a.provider.awareness.clientID)).toMatchObject({
      cursor: { at: 3 },
      user: { userId: 'alice', name: 'alice' },
    });
  });

  it('drops at once the cursors of someone the room no longer lists', async () => {
    const a = liveTab(alice);
    const b = liveTab(bob);
    a.connection.setHere(['alice', 'bob']);
    b.provider.awareness.setLocalStateField('cursor', { at: 0 });
    await deliverAll();
    expect(a.provider.awareness.getStates().has(b.provider.awareness.clientID)).toBe(true);

    a.connection.setHere(['alice']);

    expect(a.provider.awareness.getStates().has(b.provider.awareness.clientID)).toBe(false);
    expect(a.provider.awareness.getStates().has(a.provider.awareness.clientID)).toBe(true);
  });

  it('on destroy, takes its cursor away from everyone, closes the document and stops listening', async () => {
    const a = liveTab(alice);
    const b = liveTab(bob);
    a.provider.awareness.setLocalStateField('cursor', { at: 0 });
    await deliverAll();
    const client = a.provider.awareness.clientID;
    expect(b.provider.awareness.getStates().has(client)).toBe(true);

    a.provider.destroy();

    const [awareness, close] = a.connection.sent.slice(-2);
    expect(close).toEqual({ type: 'doc_close', projectId: 'p1' });
    expect(awareness?.type === 'doc_awareness' && awarenessIn(awareness.data)).toEqual({
      clientID: client,
      state: null,
    });
    expect(a.connection.listening).toBe(0);
    expect(a.provider.status).toBe('closed');
    server.flush();
    expect(b.provider.awareness.getStates().has(client)).toBe(false);
  });

  it('gives the same state object until something changes, and says when it does', () => {
    const { provider } = tab(alice);
    const heard = vi.fn();
    provider.onChange(heard);
    const before = provider.state;
    expect(provider.state).toBe(before);

    server.flush();

    expect(heard).toHaveBeenCalled();
    expect(provider.state).not.toBe(before);
    expect(provider.state.status).toBe('live');
  });
});
