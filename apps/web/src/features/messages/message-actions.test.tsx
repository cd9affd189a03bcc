import type { Conversation } from '@create-together/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { fakeSocketFactory } from '@/test/fake-socket';
import { type FakeHandler, fakeServer, jsonResponse, resetAppState, serverUser } from '@/test/helpers';
import { FakeUploadXhr, serverAudio, serverMedia, serverVideo } from '@/test/media-fixtures';
import {
  ada,
  alan,
  conversation as directConversation,
  grace,
  group,
  message,
  now,
  renderMessages,
  stubIntersectionObserver,
} from './messages-test-kit';

let factory: ReturnType<typeof fakeSocketFactory>;

function server(
  conversation: Conversation = directConversation(),
  overrides: Record<string, FakeHandler> = {},
) {
  const id = conversation.conversationId;
  const inIt = (n: number, from = grace, extra = {}) => message(n, from, { conversationId: id, ...extra });
  return fakeServer({
    [`GET /api/conversations/${id}`]: () => jsonResponse({ success: true, conversation }),
    [`GET /api/conversations/${id}/messages?limit=30`]: () =>
      jsonResponse({ success: true, messages: [inIt(1), inIt(2, ada)], nextCursor: null }),
    [`GET /api/conversations/${id}/messages?sinceRev=2&limit=100`]: () =>
      jsonResponse({ success: true, messages: [], nextCursor: null }),
    [`POST /api/conversations/${id}/read`]: () => jsonResponse({ success: true }),
    ...overrides,
  });
}

const log = () => screen.findByRole('log', { name: 'Messages' });
const itemOf = async (text: string) => {
  const item = (await within(await log()).findByText(text)).closest('li');
  if (!item) throw new Error(`No message "${text}"`);
  return item;
};

beforeEach(() => {
  resetAppState();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  factory = fakeSocketFactory();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('your own messages: edit and delete', () => {
  it('has a menu on your messages only', async () => {
    server();
    renderMessages(factory);
    expect(
      within(await itemOf('message 2')).getByRole('button', { name: 'Message options' }),
    ).toBeInTheDocument();
    expect(within(await itemOf('message 1')).queryByRole('button', { name: 'Message options' })).toBeNull();
  });

  it('edits in place: Enter saves, and it says "(edited)"', async () => {
    const fetchMock = server(undefined, {
      'PATCH /api/conversations/c1/messages/m2': (init) => {
        const { content } = JSON.parse(String(init?.body));
        return jsonResponse({
          success: true,
          message: message(2, ada, { content, rev: 3, editedAt: now }),
        });
      },
    });
    const user = userEvent.setup();
    renderMessages(factory);
    await user.click(within(await itemOf('message 2')).getByRole('button', { name: 'Message options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    expect(editor).toHaveValue('message 2');
    await user.clear(editor);
    await user.type(editor, 'message two{Enter}');

    expect(await within(await log()).findByText('message two')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(within(await itemOf('message two')).getByText(/\(edited\)/)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ content: 'message two' });
  });

  it('Esc leaves the message as it was', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderMessages(factory);
    await user.click(within(await itemOf('message 2')).getByRole('button', { name: 'Message options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), ' and more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(within(await log()).getByText('message 2')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('deletes after asking, for everyone', async () => {
    server(undefined, {
      'DELETE /api/conversations/c1/messages/m2': () =>
        jsonResponse({ success: true, message: message(2, ada, { content: '', rev: 3, deletedAt: now }) }),
    });
    const user = userEvent.setup();
    renderMessages(factory);
    await user.click(within(await itemOf('message 2')).getByRole('button', { name: 'Message options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(await log()).findByText('This message was deleted.')).toBeInTheDocument();
    expect(within(await log()).queryByText('message 2')).not.toBeInTheDocument();
    expect(within(await itemOf('This message was deleted.')).queryByRole('button')).toBeNull();
  });

  it("shows others' edits and deletions as they happen", async () => {
    server();
    renderMessages(factory);
    await itemOf('message 1');
    act(() =>
      factory.latest.receive({
        type: 'message_changed',
        message: message(1, grace, { content: 'message one', rev: 3, editedAt: now }),
      }),
    );
    expect(await within(await log()).findByText('message one')).toBeInTheDocument();
    expect(within(await itemOf('message one')).getByText(/\(edited\)/)).toBeInTheDocument();
    act(() =>
      factory.latest.receive({
        type: 'message_changed',
        message: message(1, grace, { content: '', rev: 4, deletedAt: now }),
      }),
    );
    expect(await within(await log()).findByText('This message was deleted.')).toBeInTheDocument();
  });
});

describe('read markers', () => {
  it('says "Seen" under your newest message the other has read, and moves live', async () => {
    server(directConversation({ readMarkers: [{ userId: 'u2', lastReadSeq: 1 }] }));
    renderMessages(factory);
    await itemOf('message 2');
    expect(screen.queryByText('Seen')).not.toBeInTheDocument();
    act(() =>
      factory.latest.receive({
        type: 'conversation_read',
        conversationId: 'c1',
        userId: 'u2',
        lastReadSeq: 2,
      }),
    );
    expect(await within(await itemOf('message 2')).findByText('Seen')).toBeInTheDocument();
  });

  it('names who has read it in a group: "Seen by grace, alan"', async () => {
    server(
      group({
        readMarkers: [
          { userId: 'u2', lastReadSeq: 2 },
          { userId: 'u3', lastReadSeq: 2 },
        ],
      }),
      {
        'GET /api/conversations/g1/messages?limit=30': () =>
          jsonResponse({
            success: true,
            messages: [message(1, alan, { conversationId: 'g1' }), message(2, ada, { conversationId: 'g1' })],
            nextCursor: null,
          }),
      },
    );
    renderMessages(factory, '/messages/g1');
    expect(within(await itemOf('message 2')).getByText('Seen by grace, alan')).toBeInTheDocument();
    // In a group, someone else's run of messages starts with their name.
    expect(within(await itemOf('message 1')).getByText('Alan Turing')).toBeInTheDocument();
  });
});

describe('files in messages', () => {
  it('plays audio with its waveform and duration, shows images and video', async () => {
    server(undefined, {
      'GET /api/conversations/c1/messages?limit=30': () =>
        jsonResponse({
          success: true,
          messages: [
            message(1, grace, { content: 'the demo', attachments: [serverAudio()] }),
            message(2, grace, { content: '', attachments: [serverMedia(), serverVideo()] }),
          ],
          nextCursor: null,
        }),
    });
    renderMessages(factory);
    const history = await log();
    expect(await within(history).findByRole('button', { name: 'Play Night Drive demo' })).toBeInTheDocument();
    expect(within(history).getByRole('slider', { name: 'Seek Night Drive demo' })).toBeInTheDocument();
    expect(within(history).getByText('0:00 / 3:10')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'View Cover' })).toBeInTheDocument();
    expect(history.querySelector('video')).toHaveAttribute('src', '/media/v1.mp4');
  });

  it('attaches from the library and by upload, shown as chips until sent', async () => {
    FakeUploadXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
    const take = serverAudio({ mediaId: 'a2', title: 'Bass take' });
    const fetchMock = server(undefined, {
      'GET /api/media?limit=24': () =>
        jsonResponse({ success: true, media: [serverAudio()], nextCursor: null }),
      'POST /api/conversations/c1/messages': (init) => {
        const body = JSON.parse(String(init?.body));
        return jsonResponse(
          {
            success: true,
            message: message(3, ada, {
              clientId: body.clientId,
              content: body.content,
              attachments: [serverAudio(), take],
            }),
          },
          201,
        );
      },
    });
    const user = userEvent.setup();
    renderMessages(factory);
    await log();

    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await user.click(await screen.findByRole('menuitem', { name: 'From your library' }));
    const picker = await screen.findByRole('dialog', { name: 'Attach from your library' });
    await user.click(await within(picker).findByRole('button', { name: /Night Drive demo/ }));
    const chips = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(chips).getByText('Night Drive demo')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload a file'),
      new File(['x'], 'bass.wav', { type: 'audio/wav' }),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading bass.wav' })).toBeInTheDocument();
    // Send waits for the upload.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => FakeUploadXhr.requests[0]?.respond(201, { success: true, media: take }));
    expect(await within(chips).findByText('Bass take')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const post = fetchMock.mock.calls.find(
      ([, init]) => init?.method === 'POST' && String(init.body).includes('clientId'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ content: '', attachments: ['a1', 'a2'] });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument(),
    );
    expect(await within(await log()).findByRole('button', { name: 'Play Bass take' })).toBeInTheDocument();
  });

  it('takes off a chosen file before sending', async () => {
    server(undefined, {
      'GET /api/media?limit=24': () =>
        jsonResponse({ success: true, media: [serverMedia()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderMessages(factory);
    await log();
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await user.click(await screen.findByRole('menuitem', { name: 'From your library' }));
    const picker = await screen.findByRole('dialog', { name: 'Attach from your library' });
    await user.click(await within(picker).findByRole('button', { name: /Cover/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove Cover' }));
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });
});
