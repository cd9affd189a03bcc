import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import {
  RealtimeProvider,
  useConversationSubscription,
  useRealtimeEvent,
  useRealtimeResumed,
  useRealtimeSend,
  useRealtimeStatus,
} from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { advance, useFakeClock } from '@/test/helpers';

let factory: ReturnType<typeof fakeSocketFactory>;
const createConnection = () => new RealtimeConnection({ createSocket: factory.createSocket });

function Screen({
  conversationId,
  onTyping,
}: {
  conversationId: string | null;
  onTyping: (who: string) => void;
}) {
  const status = useRealtimeStatus();
  const send = useRealtimeSend();
  const [resumes, setResumes] = useState(0);
  const [sent, setSent] = useState<boolean | null>(null);
  useConversationSubscription(conversationId);
  useRealtimeEvent('user_typing', (frame) => onTyping(frame.username));
  useRealtimeResumed(() => setResumes((n) => n + 1));
  return (
    <>
      <p>status: {status}</p>
      <p>resumed: {resumes}</p>
      <p>sent: {String(sent)}</p>
      <button type="button" onClick={() => setSent(send({ type: 'typing_start', conversationId: 'c1' }))}>
        Type
      </button>
    </>
  );
}

/** What the provider asked the app to say, and to take back, in order. */
const said: string[] = [];

function renderApp(userId: string | null, props: Partial<Parameters<typeof Screen>[0]> = {}) {
  const onAuthFailure = vi.fn();
  const onTyping = props.onTyping ?? vi.fn();
  // As the app does: a message while the connection has given up, taken back once it is live again.
  const onGaveUp = () => {
    said.push('gave up');
    return () => void said.push('taken back');
  };
  const ui = (id: string | null, conversationId: string | null = 'c1') => (
    <RealtimeProvider
      userId={id}
      createConnection={createConnection}
      onAuthFailure={onAuthFailure}
      onGaveUp={onGaveUp}
    >
      <Screen conversationId={conversationId} onTyping={onTyping} />
    </RealtimeProvider>
  );
  const view = render(ui(userId));
  return {
    ...view,
    onAuthFailure,
    onTyping,
    rerenderWith: (id: string | null, c?: string | null) => view.rerender(ui(id, c)),
  };
}

const status = () => screen.getByText(/^status:/).textContent;

describe('RealtimeProvider and its hooks', () => {
  beforeEach(() => {
    factory = fakeSocketFactory();
    useToastStore.getState().clear();
    said.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('without a signed-in user: no socket, status idle, send returns false', () => {
    renderApp(null);
    expect(factory.sockets).toHaveLength(0);
    expect(status()).toBe('status: idle');
    act(() => screen.getByRole('button', { name: 'Type' }).click());
    expect(screen.getByText('sent: false')).toBeInTheDocument();
  });

  it('connects on sign-in, subscribes, delivers frames, sends, and closes on sign-out', () => {
    const onTyping = vi.fn();
    const { rerenderWith } = renderApp('u1', { onTyping });
    expect(factory.sockets).toHaveLength(1);
    act(() => factory.latest.accept());
    expect(status()).toBe('status: open');
    expect(factory.latest.frames).toEqual([{ type: 'auth' }, { type: 'subscribe', conversationId: 'c1' }]);

    act(() =>
      factory.latest.receive({ type: 'user_typing', conversationId: 'c1', userId: 'u2', username: 'grace' }),
    );
    expect(onTyping).toHaveBeenCalledWith('grace');

    act(() => screen.getByRole('button', { name: 'Type' }).click());
    expect(screen.getByText('sent: true')).toBeInTheDocument();

    rerenderWith('u1', null);
    expect(factory.latest.frames.at(-1)).toEqual({ type: 'unsubscribe', conversationId: 'c1' });

    const first = factory.latest;
    rerenderWith(null);
    expect(first.closedWith).toBe(1000);
    expect(status()).toBe('status: idle');
    rerenderWith('u2');
    expect(factory.sockets).toHaveLength(2);
  });

  it('after a reconnect: resubscribes, then tells the screen to fetch what it missed', async () => {
    useFakeClock();
    renderApp('u1');
    act(() => factory.latest.accept());
    expect(screen.getByText('resumed: 0')).toBeInTheDocument();
    act(() => factory.latest.serverClose());
    expect(status()).toBe('status: reconnecting');
    await advance(1_000);
    act(() => factory.latest.accept());
    expect(factory.latest.types).toEqual(['auth', 'subscribe']);
    expect(screen.getByText('resumed: 1')).toBeInTheDocument();
  });

  it('says so when it gives up, and takes the message back once live again', async () => {
    useFakeClock();
    renderApp('u1');
    act(() => factory.latest.serverClose());
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      await advance(delay);
      act(() => factory.latest.serverClose());
    }
    expect(status()).toBe('status: failed');
    expect(said).toEqual(['gave up']);

    // The network comes back.
    act(() => window.dispatchEvent(new Event('online')));
    act(() => factory.latest.accept());
    expect(status()).toBe('status: open');
    expect(said).toEqual(['gave up', 'taken back']);
  });

  it('passes an auth_failure message on and does not retry', async () => {
    useFakeClock();
    const { onAuthFailure } = renderApp('u1');
    act(() => {
      factory.latest.open();
      factory.latest.receive({ type: 'auth_failure', message: 'Session expired.' });
    });
    expect(onAuthFailure).toHaveBeenCalledWith('Session expired.');
    expect(status()).toBe('status: unauthorized');
    await advance(60_000);
    expect(factory.sockets).toHaveLength(1);
  });
});
