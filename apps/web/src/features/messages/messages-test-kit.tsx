import type { Conversation, ConversationPolicies, Message } from '@create-together/contract';
import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import type { fakeSocketFactory } from '@/test/fake-socket';
import { renderRoutes } from '@/test/helpers';
import { ConversationPage } from './conversation-page';
import { MessagesPage } from './messages-pages';

export const ada = { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null };
export const grace = { userId: 'u2', username: 'grace', fullName: 'Grace Hopper', avatarUrl: null };
export const alan = { userId: 'u3', username: 'alan', fullName: 'Alan Turing', avatarUrl: null };
export const now = Math.floor(Date.now() / 1000);

/** Message `n` of conversation c1: seq n, rev n, sent ten minutes ago plus n seconds. */
export const message = (n: number, from = grace, overrides: Partial<Message> = {}): Message => ({
  messageId: `m${n}`,
  conversationId: 'c1',
  senderUserId: from.userId,
  senderUsername: from.username,
  content: `message ${n}`,
  clientId: null,
  createdAt: now - 600 + n,
  seq: n,
  rev: n,
  editedAt: null,
  deletedAt: null,
  attachments: [],
  ...overrides,
});

/** What a member may do in a direct conversation with a friend. */
export const DIRECT_POLICIES: ConversationPolicies = {
  canSend: true,
  canCall: true,
  canRename: false,
  canAddPeople: false,
  canRemovePeople: false,
  canLeave: false,
};

/** The direct conversation c1 of Ada and Grace; `overrides` replace fields. */
export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  conversationId: 'c1',
  kind: 'direct',
  name: null,
  createdByUserId: null,
  subject: null,
  participants: [ada, grace],
  readMarkers: [],
  rev: 2,
  lastMessage: null,
  unreadCount: 0,
  updatedAt: now,
  policies: DIRECT_POLICIES,
  ...overrides,
});

/** A group of Ada, Grace and Alan that Ada made. */
export const group = (overrides: Partial<Conversation> = {}): Conversation =>
  conversation({
    conversationId: 'g1',
    kind: 'group',
    name: 'Horn section',
    createdByUserId: 'u1',
    participants: [ada, grace, alan],
    policies: {
      canSend: true,
      canCall: false,
      canRename: true,
      canAddPeople: true,
      canRemovePeople: true,
      canLeave: true,
    },
    ...overrides,
  });

/** jsdom has no IntersectionObserver; the history's top edge never comes into view here. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

/** A screen this wide or not: the inbox's two panes start at `lg` (matchMedia is jsdom's stand-in). */
export function setDesktop(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query.includes('min-width: 64rem'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** /messages and /messages/{id} under a live connection (signed in as Ada), at `path`. */
export function renderMessages(factory: ReturnType<typeof fakeSocketFactory>, path = '/messages/c1') {
  const createConnection = () => new RealtimeConnection({ createSocket: factory.createSocket });
  const view = renderRoutes(
    [
      {
        element: (
          <RealtimeProvider userId="u1" createConnection={createConnection}>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { path: '/messages', element: <MessagesPage /> },
          { path: '/messages/:id', element: <ConversationPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    path,
  );
  act(() => factory.latest.accept('u1'));
  return view;
}
