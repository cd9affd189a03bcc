import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from '@/entities/messages';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { fakeSocketFactory } from '@/test/fake-socket';
import {
  deferred,
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import {
  ada,
  conversation as directConversation,
  message,
  renderMessages,
  stubIntersectionObserver,
} from './messages-test-kit';

const conversation = directConversation();
const now = () => Math.floor(Date.now() / 1000);

let factory: ReturnType<typeof fakeSocketFactory>;

function server(overrides: Record<string, FakeHandler> = {}) {
  return fakeServer({
    'GET /api/conversations/c1': () => jsonResponse({ success: true, conversation }),
    'GET /api/conversations/c1/messages?limit=30': () =>
      jsonResponse({ success: true, messages: [message(1), message(2, ada)], nextCursor: null }),
    'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
      jsonResponse({ success: true, messages: [], nextCursor: null }),
    'POST /api/conversations/c1/read': () => jsonResponse({ success: true }),
    ...overrides,
  });
}

const renderChat = (path = '/messages/c1') => renderMessages(factory, path);

const log = () => screen.findByRole('log', { name: 'Messages' });
const input = () => screen.getByLabelText('Message', { selector: 'textarea' });
const sentBodies = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/conversations/c1/messages' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  resetAppState();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  factory = fakeSocketFactory();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('/messages/{id}', () => {
  it('shows the other person, the history, and subscribes to the conversation', async () => {
    server();
    renderChat();
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/u2');
    const history = await log();
    expect(within(history).getByText('message 1')).toBeInTheDocument();
    expect(within(history).getByText('message 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(factory.latest.frames).toContainEqual({ type: 'subscribe', conversationId: 'c1' }),
    );
  });

  it('sends on Enter, shows it at once, and settles it by clientId', async () => {
    const answer = deferred<Response>();
    const fetchMock = server({ 'POST /api/conversations/c1/messages': () => answer.promise });
    renderChat();
    await log();
    const user = userEvent.setup();
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line{Enter}');
    const [body] = sentBodies(fetchMock);
    expect(body.content).toBe('first line\nsecond line');
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(input()).toHaveValue('');

    // The same message may come first over the socket: one copy either way.
    const sent = message(3, ada, { content: 'first line\nsecond line', clientId: body.clientId });
    act(() => factory.latest.receive({ type: 'new_message', message: sent }));
    answer.resolve(jsonResponse({ success: true, message: sent }, 201));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(await log()).getAllByText(/first line/)).toHaveLength(1);
  });

  it('keeps a failed message with Retry, which resends the same clientId', async () => {
    let fail = true;
    const fetchMock = server({
      'POST /api/conversations/c1/messages': (init) => {
        if (fail) return errorResponse(503, 'Unavailable.');
        const { clientId, content } = JSON.parse(String(init?.body));
        return jsonResponse({ success: true, message: message(4, ada, { clientId, content }) }, 201);
      },
    });
    renderChat();
    await log();
    const user = userEvent.setup();
    await user.type(input(), 'are you there?{Enter}');
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
    const [first, second] = sentBodies(fetchMock);
    expect(second.clientId).toBe(first.clientId);
    expect(within(await log()).getAllByText('are you there?')).toHaveLength(1);
  });

  it('shows messages and typing from the socket, and catches up after a reconnect', async () => {
    server({
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
      'GET /api/conversations/c1/messages?sinceRev=5&limit=100': () =>
        jsonResponse({ success: true, messages: [message(6)], nextCursor: null }),
    });
    renderChat();
    await log();
    act(() => factory.latest.confirmSubscriptions());
    act(() =>
      factory.latest.receive({ type: 'user_typing', conversationId: 'c1', userId: 'u2', username: 'grace' }),
    );
    expect(await screen.findByText('grace is typing…')).toBeInTheDocument();
    act(() => factory.latest.receive({ type: 'new_message', message: message(5) }));
    expect(within(await log()).getByText('message 5')).toBeInTheDocument();
    expect(screen.queryByText('grace is typing…')).not.toBeInTheDocument();

    // The socket drops; while it is away message 6 is sent; on reconnect it is fetched.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => factory.latest.serverClose());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    act(() => factory.latest.accept('u1'));
    act(() => factory.latest.confirmSubscriptions());
    expect(await within(await log()).findByText('message 6')).toBeInTheDocument();
  });

  it('catches up from before a message heard ahead of the confirmation after a reconnect', async () => {
    const fetchMock = server({
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({ success: true, messages: [message(3), message(4), message(5)], nextCursor: null }),
    });
    renderChat();
    await log();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => factory.latest.serverClose());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    // Back: every socket of a member hears a new message at once, even before the server confirms
    // the subscription; messages 3 and 4 were sent while the socket was away.
    act(() => factory.latest.accept('u1'));
    act(() => factory.latest.receive({ type: 'new_message', message: message(5) }));
    expect(await within(await log()).findByText('message 5')).toBeInTheDocument();
    act(() => factory.latest.confirmSubscriptions());
    expect(await within(await log()).findByText('message 3')).toBeInTheDocument();
    expect(within(await log()).getByText('message 4')).toBeInTheDocument();
    expect(within(await log()).getAllByText('message 5')).toHaveLength(1);
    const catchUps = fetchMock.mock.calls.filter(([url]) => String(url).includes('sinceRev='));
    expect(catchUps.map(([url]) => url)).toEqual(['/api/conversations/c1/messages?sinceRev=2&limit=100']);
  });

  it('catches an empty conversation up from the start, keeping one copy of what was heard meanwhile', async () => {
    const catchUp = deferred<Response>();
    server({
      'GET /api/conversations/c1/messages?limit=30': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
      'GET /api/conversations/c1/messages?sinceRev=0&limit=100': () => catchUp.promise,
    });
    renderChat();
    await log();
    act(() => factory.latest.confirmSubscriptions());
    // Grace's first message arrives while the catch-up is on its way, and its answer has it too.
    act(() => factory.latest.receive({ type: 'new_message', message: message(1) }));
    expect(await within(await log()).findByText('message 1')).toBeInTheDocument();
    await act(async () =>
      catchUp.resolve(jsonResponse({ success: true, messages: [message(1)], nextCursor: null })),
    );
    expect(within(await log()).getAllByText('message 1')).toHaveLength(1);
  });

  it('catches up edits and deletions made while away, then reads the conversation again for its markers', async () => {
    let conversationReads = 0;
    server({
      'GET /api/conversations/c1': () => {
        conversationReads += 1;
        return jsonResponse({ success: true, conversation });
      },
      // While the socket was away, Grace edited message 1 and Ada deleted message 2 (on another tab).
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({
          success: true,
          messages: [
            message(1, undefined, { content: 'message 1, better', rev: 3, editedAt: now() }),
            message(2, ada, { content: '', rev: 4, deletedAt: now() }),
          ],
          nextCursor: null,
        }),
      'GET /api/conversations/c1/messages?sinceRev=4&limit=100': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
    });
    renderChat();
    await log();
    act(() => factory.latest.confirmSubscriptions());
    expect(await within(await log()).findByText('message 1, better')).toBeInTheDocument();
    expect(within(await log()).getByText('(edited)', { exact: false })).toBeInTheDocument();
    expect(within(await log()).getByText('This message was deleted.')).toBeInTheDocument();
    expect(conversationReads).toBe(1);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => factory.latest.serverClose());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    act(() => factory.latest.accept('u1'));
    act(() => factory.latest.confirmSubscriptions());
    await waitFor(() => expect(conversationReads).toBe(2));
  });

  it('catches up from the last message it had, even when its own send was answered meanwhile', async () => {
    server({
      'POST /api/conversations/c1/messages': (init) => {
        const { clientId, content } = JSON.parse(String(init?.body));
        return jsonResponse({ success: true, message: message(9, ada, { clientId, content }) }, 201);
      },
      // Grace's message 3 was sent while the socket was away, before our own message 9.
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({ success: true, messages: [message(3), message(9, ada)], nextCursor: null }),
    });
    renderChat();
    await log();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => factory.latest.serverClose());
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(input(), 'still there?{Enter}');
    expect(await within(await log()).findByText('still there?')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    act(() => factory.latest.accept('u1'));
    act(() => factory.latest.confirmSubscriptions());
    expect(await within(await log()).findByText('message 3')).toBeInTheDocument();
    expect(within(await log()).getAllByText('still there?')).toHaveLength(1);
  });

  it('fetches what was sent between reading the history and the subscription going live', async () => {
    const fetchMock = server({
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({ success: true, messages: [message(3)], nextCursor: null }),
    });
    renderChat();
    expect(within(await log()).getByText('message 2')).toBeInTheDocument();
    expect(within(await log()).queryByText('message 3')).not.toBeInTheDocument();
    // Grace sent message 3 after the history was read; no frame brings it, the confirmation does.
    act(() => factory.latest.confirmSubscriptions());
    expect(await within(await log()).findByText('message 3')).toBeInTheDocument();
    const catchUps = fetchMock.mock.calls.filter(([url]) => String(url).includes('sinceRev='));
    expect(catchUps).toHaveLength(1);
  });

  it('a confirmation that comes while the history loads catches up once the history is here', async () => {
    const history = deferred<Response>();
    const fetchMock = server({
      'GET /api/conversations/c1/messages?limit=30': () => history.promise,
      'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
        jsonResponse({ success: true, messages: [message(3)], nextCursor: null }),
    });
    renderChat();
    await waitFor(() =>
      expect(factory.latest.frames).toContainEqual({ type: 'subscribe', conversationId: 'c1' }),
    );
    act(() => factory.latest.confirmSubscriptions());
    // A frame before the history is here has nowhere to go; the catch-up brings it.
    act(() => factory.latest.receive({ type: 'new_message', message: message(3) }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sinceRev='))).toBe(false);
    history.resolve(
      jsonResponse({ success: true, messages: [message(1), message(2, ada)], nextCursor: null }),
    );
    expect(await within(await log()).findByText('message 3')).toBeInTheDocument();
    expect(within(await log()).getAllByText('message 3')).toHaveLength(1);
  });

  it('keeps taking live messages after older ones failed to load', async () => {
    const reached: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reached.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetchMock = server({
      'GET /api/conversations/c1/messages?limit=30': () =>
        jsonResponse({ success: true, messages: [message(1), message(2, ada)], nextCursor: 'm1' }),
      'GET /api/conversations/c1/messages?before=m1&limit=30': () => errorResponse(503, 'Unavailable.'),
    });
    const { queryClient } = renderChat();
    await log();
    // The top of the history comes into view: the older page is asked for, and fails.
    act(() => {
      for (const callback of reached)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
    await waitFor(() => expect(queryClient.getQueryState(messageKeys.history('c1'))?.status).toBe('error'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('before=m1'))).toBe(true);
    act(() => factory.latest.receive({ type: 'new_message', message: message(3) }));
    expect(await within(await log()).findByText('message 3')).toBeInTheDocument();
  });

  it('sends typing_start while typing and typing_stop when the message goes', async () => {
    server({
      'POST /api/conversations/c1/messages': () =>
        jsonResponse({ success: true, message: message(7, ada, { content: 'hi' }) }, 201),
    });
    renderChat();
    await log();
    const user = userEvent.setup();
    await user.type(input(), 'hi');
    expect(factory.latest.types.filter((t) => t === 'typing_start')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(factory.latest.types).toContain('typing_stop');
  });

  it('is "Conversation not found" for one you are not part of', async () => {
    server({ 'GET /api/conversations/c1': () => errorResponse(404, 'Conversation not found.') });
    renderChat();
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });
});

describe('/messages?to={userId}', () => {
  it('opens (or makes) the conversation with that friend', async () => {
    server({
      'POST /api/conversations': () => jsonResponse({ success: true, conversation }, 201),
    });
    const { router } = renderChat('/messages?to=u2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c1'));
  });
});

describe('/messages?chat={kind}:{id}', () => {
  it('opens (or makes) the chat of a project one is in', async () => {
    const fetchMock = server({
      'POST /api/projects/p1/chat': () => jsonResponse({ success: true, conversation }),
    });
    const { router } = renderChat('/messages?chat=project:p1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c1'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/projects/p1/chat')).toBe(true);
  });
});
