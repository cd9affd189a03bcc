import { GROUP_TOO_SMALL } from '@create-together/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { fakeSocketFactory } from '@/test/fake-socket';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { serverMedia } from '@/test/media-fixtures';
import { useInboxSearch } from './conversation-list';
import {
  ada,
  alan,
  conversation,
  grace,
  group,
  message,
  now,
  renderMessages,
  setDesktop,
  stubIntersectionObserver,
} from './messages-test-kit';

const linus = { userId: 'u4', username: 'linus', fullName: 'Linus Torvalds', avatarUrl: null };

const withGrace = conversation({
  lastMessage: message(7, grace, { content: 'Bring the Ampeg' }),
  unreadCount: 3,
  updatedAt: now - 60,
});
const horns = group({
  lastMessage: message(4, alan, { conversationId: 'g1', content: '', attachments: [serverMedia()] }),
  updatedAt: now - 3600,
});
const withLinus = conversation({
  conversationId: 'c3',
  participants: [ada, linus],
  lastMessage: message(2, ada, { conversationId: 'c3', content: '', deletedAt: now - 7200 }),
  updatedAt: now - 7200,
});

const friend = (person: typeof grace) => ({ ...person, establishedAt: now - 86_400, lastActiveAt: null });

let factory: ReturnType<typeof fakeSocketFactory>;

function server(overrides: Record<string, FakeHandler> = {}) {
  return fakeServer({
    'GET /api/conversations': () =>
      jsonResponse({ success: true, conversations: [withGrace, horns, withLinus] }),
    'GET /api/conversations/c1': () => jsonResponse({ success: true, conversation: withGrace }),
    'GET /api/conversations/c1/messages?limit=30': () =>
      jsonResponse({ success: true, messages: [message(1), message(2, ada)], nextCursor: null }),
    'GET /api/conversations/c1/messages?sinceRev=2&limit=100': () =>
      jsonResponse({ success: true, messages: [], nextCursor: null }),
    'POST /api/conversations/c1/read': () => jsonResponse({ success: true }),
    'GET /api/me/friends': () =>
      jsonResponse({ success: true, friends: [friend(grace), friend(alan), friend(linus)] }),
    ...overrides,
  });
}

const list = () => screen.findByRole('list', { name: 'Conversations' });
const rows = async () =>
  within(await list())
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  resetAppState();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  useInboxSearch.setState({ text: '' });
  factory = fakeSocketFactory();
  stubIntersectionObserver();
  setDesktop(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/messages: the inbox', () => {
  it('lists conversations, the latest first, with their last message and unread count', async () => {
    server();
    renderMessages(factory, '/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const [first, second, third] = await rows();
    expect(first).toContain('Grace Hopper');
    expect(first).toContain('Bring the Ampeg');
    expect(first).toContain('3 unread');
    expect(second).toContain('Horn section');
    expect(second).toContain('Alan: Sent a file');
    expect(third).toContain('Linus Torvalds');
    expect(third).toContain('You: Deleted message');
    expect(third).not.toContain('unread');
    expect(within(await list()).getByRole('link', { name: /Horn section/ })).toHaveAttribute(
      'href',
      '/messages/g1',
    );
  });

  it('searches names and words as one types (settled first), says when nothing matches, and clears', async () => {
    const fetchMock = server({
      'GET /api/conversations?q=horn': () => jsonResponse({ success: true, conversations: [horns] }),
      'GET /api/conversations?q=zzz': () => jsonResponse({ success: true, conversations: [] }),
    });
    const user = userEvent.setup();
    renderMessages(factory, '/messages');
    await list();
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'horn');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toContain('Horn section');
    const searched = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('?q='));
    expect(searched).toEqual(['/api/conversations?q=horn']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No conversations match “zzz”.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    expect(search).toHaveValue('');
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('reads the list again when a message arrives, changes, or a conversation changes', async () => {
    let reads = 0;
    server({
      'GET /api/conversations': () => {
        reads += 1;
        return jsonResponse({ success: true, conversations: [withGrace, horns, withLinus] });
      },
    });
    renderMessages(factory, '/messages');
    await list();
    expect(reads).toBe(1);
    act(() => factory.latest.receive({ type: 'new_message', message: message(8) }));
    await waitFor(() => expect(reads).toBe(2));
    act(() => factory.latest.receive({ type: 'message_changed', message: message(8, grace, { rev: 9 }) }));
    await waitFor(() => expect(reads).toBe(3));
    act(() => factory.latest.receive({ type: 'conversation_changed', conversationId: 'g1' }));
    await waitFor(() => expect(reads).toBe(4));
    // Someone else reading changes nothing of my list; me reading in another tab does.
    act(() =>
      factory.latest.receive({
        type: 'conversation_read',
        conversationId: 'c1',
        userId: 'u2',
        lastReadSeq: 2,
      }),
    );
    act(() =>
      factory.latest.receive({
        type: 'conversation_read',
        conversationId: 'c1',
        userId: 'u1',
        lastReadSeq: 7,
      }),
    );
    await waitFor(() => expect(reads).toBe(5));
  });

  it('is one pane at a time on a phone: the list, then the conversation with a way back', async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderMessages(factory, '/messages');
    await user.click(within(await list()).getByRole('link', { name: /Grace Hopper/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c1'));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByText('Choose a conversation')).not.toBeInTheDocument();
  });

  it('shows the list beside the conversation from a desktop width, the address naming the conversation', async () => {
    setDesktop(true);
    server();
    const { container } = renderMessages(factory, '/messages/c1');
    expect(container.querySelector('[data-panes]')).toHaveAttribute('data-panes', 'two');
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    const chosen = within(await list()).getByRole('link', { name: /Grace Hopper/ });
    expect(chosen).toHaveAttribute('aria-current', 'page');
    // One h1 for the page; the conversation's name is its pane's heading, with no way "back".
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to messages' })).not.toBeInTheDocument();
  });

  it('says "Choose a conversation" on a desktop when none is chosen', async () => {
    setDesktop(true);
    server();
    renderMessages(factory, '/messages');
    await list();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    expect(within(await list()).getByRole('link', { name: /Grace Hopper/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('closes a conversation one is taken out of, back to the list', async () => {
    server();
    const { router } = renderMessages(factory, '/messages/c1');
    await screen.findByRole('log', { name: 'Messages' });
    act(() => factory.latest.receive({ type: 'conversation_closed', conversationId: 'c1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'You are no longer in that conversation.',
    );
  });

  it('asks a visitor to sign in, under the page title', () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    renderMessages(factory, '/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to read your messages' })).toBeInTheDocument();
  });
});

describe('New group', () => {
  async function openDialog() {
    const user = userEvent.setup();
    renderMessages(factory, '/messages');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await within(dialog).findByRole('checkbox', { name: /Grace Hopper/ });
    return { user, dialog };
  }

  it('asks for a name and at least two friends', async () => {
    const fetchMock = server();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(within(dialog).getByText('Name the group.')).toBeInTheDocument();
    expect(within(dialog).getByText(GROUP_TOO_SMALL)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Horn section');
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(within(dialog).getByText(GROUP_TOO_SMALL)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/conversations/groups')).toBe(false);
  });

  it('filters the friends, starts the group and opens it', async () => {
    const fetchMock = server({
      'POST /api/conversations/groups': () => jsonResponse({ success: true, conversation: horns }, 201),
      'GET /api/conversations/g1': () => jsonResponse({ success: true, conversation: horns }),
      'GET /api/conversations/g1/messages?limit=30': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
      'POST /api/conversations/g1/read': () => jsonResponse({ success: true }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Horn section');
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Alan Turing/ }));
    expect(within(dialog).getByText(/2 chosen/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));

    expect(await screen.findByRole('heading', { name: 'Horn section' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New group' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/conversations/groups');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Horn section', userIds: ['u2', 'u3'] });
  });

  it("shows the server's refusal in the dialog", async () => {
    server({
      'POST /api/conversations/groups': () =>
        errorResponse(403, 'You can only start a group with your friends.'),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Horn section');
    await user.click(within(dialog).getByRole('checkbox', { name: /Grace Hopper/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Linus Torvalds/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(
      await within(dialog).findByText('You can only start a group with your friends.'),
    ).toBeInTheDocument();
  });
});

describe("a group's people", () => {
  const groupServer = (overrides: Record<string, FakeHandler> = {}) =>
    server({
      'GET /api/conversations/g1': () => jsonResponse({ success: true, conversation: horns }),
      'GET /api/conversations/g1/messages?limit=30': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
      'GET /api/conversations/g1/messages?sinceRev=0&limit=100': () =>
        jsonResponse({ success: true, messages: [], nextCursor: null }),
      'POST /api/conversations/g1/read': () => jsonResponse({ success: true }),
      ...overrides,
    });

  async function openPeople() {
    const user = userEvent.setup();
    const view = renderMessages(factory, '/messages/g1');
    await user.click(await screen.findByRole('button', { name: 'People 3' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'People' }), ...view };
  }

  it('lists them; the maker removes others, never themself, after asking', async () => {
    const fetchMock = groupServer({
      'DELETE /api/conversations/g1/members/u3': () => jsonResponse({ success: true }),
    });
    const { user, dialog } = await openPeople();
    const people = within(dialog).getByRole('list', { name: 'People in it' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('You · Started it'),
      expect.stringContaining('Grace Hopper'),
      expect.stringContaining('Alan Turing'),
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Alan Turing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Alan Turing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/conversations/g1/members/u3' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('adds friends who are not in it yet', async () => {
    const fetchMock = groupServer({
      'POST /api/conversations/g1/members': () => jsonResponse({ success: true }),
    });
    const { user, dialog } = await openPeople();
    await user.click(within(dialog).getByRole('button', { name: 'Add people' }));
    const linusBox = await within(dialog).findByRole('checkbox', { name: /Linus Torvalds/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    await user.click(linusBox);
    await user.click(within(dialog).getByRole('button', { name: 'Add 1' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([url]) => url === '/api/conversations/g1/members');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userIds: ['u4'] });
    });
  });

  it('renames it', async () => {
    const fetchMock = groupServer({
      'PATCH /api/conversations/g1': () =>
        jsonResponse({ success: true, conversation: { ...horns, name: 'Brass' } }),
    });
    const { user, dialog } = await openPeople();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const field = within(dialog).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Brass{Enter}');
    // The dialog shows the new name (the page behind it is hidden from the accessibility tree).
    expect(await within(dialog).findByText('Brass · 3 people')).toBeInTheDocument();
    expect(document.querySelector('h1')).toHaveTextContent('Brass');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'Brass' });
  });

  it('leaves after asking, back to the list', async () => {
    groupServer({ 'DELETE /api/conversations/g1/members/me': () => jsonResponse({ success: true }) });
    const { user, dialog, router } = await openPeople();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('offers nothing of that in a direct conversation', async () => {
    server();
    renderMessages(factory, '/messages/c1');
    await screen.findByRole('log', { name: 'Messages' });
    expect(screen.queryByRole('button', { name: /People/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Audio call grace' })).toBeInTheDocument();
  });
});
