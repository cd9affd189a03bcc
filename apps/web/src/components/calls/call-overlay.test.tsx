import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from '@/components/toast/toast-store';
import { CallsProvider, loadCallSession } from '@/hooks/calls/calls-provider';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { errorResponse, fakeServer, jsonResponse, renderRoutes, resetAppState } from '@/test/helpers';
import { CallButtons } from './call-buttons';
import { CallOverlay } from './call-overlay';

let factory: ReturnType<typeof fakeSocketFactory>;

// The call code is loaded once per page; here before the first test, as a signed-in page would.
beforeAll(() => loadCallSession());

const conversationId = '11111111-1111-4111-8111-111111111111';
const me = { userId: 'u1', username: 'ada' };
const peer = { userId: 'u2', username: 'bo' };

const routes = [
  {
    element: (
      <RealtimeProvider
        userId={me.userId}
        createConnection={() => new RealtimeConnection({ createSocket: factory.createSocket })}
      >
        <CallsProvider me={me} notify={(message, tone) => toast[tone](message)}>
          <Outlet />
          <CallOverlay />
        </CallsProvider>
      </RealtimeProvider>
    ),
    children: [
      {
        path: '/messages',
        element: <CallButtons peer={peer} conversationId={conversationId} buttonClassName="" />,
      },
    ],
  },
];

const callData = (extra: Record<string, unknown> = {}) => ({
  conversationId,
  callId: 'call-1',
  channelName: conversationId,
  fromUserId: peer.userId,
  fromUsername: peer.username,
  ...extra,
});
const sentCallFrames = () =>
  factory.latest.frames.filter((frame) => frame.type.startsWith('call_')) as {
    type: string;
    data: Record<string, unknown>;
  }[];

describe('the call overlay', () => {
  beforeEach(() => {
    resetAppState();
    factory = fakeSocketFactory();
    fakeServer({ 'GET /api/users/u2': () => errorResponse(404, 'User not found.') });
  });

  async function ready() {
    renderRoutes(routes, '/messages');
    await act(async () => factory.latest.accept(me.userId));
  }

  it('rings with Accept and Reject on an invite; Reject sends a call end and clears it', async () => {
    const user = userEvent.setup();
    await ready();
    act(() => factory.latest.receive({ type: 'call_invite', data: callData({ video: true }) }));
    const dialog = screen.getByRole('alertdialog', { name: 'bo' });
    expect(dialog).toHaveTextContent('Incoming video call');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // Calling out is not possible while a call rings.
    expect(screen.getByRole('button', { name: 'Audio call bo' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentCallFrames()).toEqual([
      { type: 'call_end', data: expect.objectContaining({ callId: 'call-1', reason: 'rejected' }) },
    ]);
  });

  it('shows the caller "Calling…" with End call, and the callee declining', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Audio call bo' }));
    const call = await screen.findByRole('region', { name: 'Call with bo' });
    expect(within(call).getByRole('status')).toHaveTextContent('Calling…');
    await waitFor(() => expect(sentCallFrames()).toHaveLength(1));
    const [invite] = sentCallFrames();
    expect(invite).toMatchObject({ type: 'call_invite', data: { conversationId, video: false } });

    act(() =>
      factory.latest.receive({
        type: 'call_end',
        data: callData({ callId: invite?.data.callId, reason: 'rejected' }),
      }),
    );
    expect(screen.queryByRole('region', { name: 'Call with bo' })).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('bo declined the call.');
    expect(screen.getByRole('button', { name: 'Audio call bo' })).toBeEnabled();
  });

  it('Accept opens the call screen with the controls bar; End call sends a call end', async () => {
    fakeServer({
      'GET /api/users/u2': () => errorResponse(404, 'User not found.'),
      'GET /api/calls/config': () => jsonResponse({ success: false, error: 'Down for a moment.' }, 503),
    });
    const user = userEvent.setup();
    await ready();
    act(() => factory.latest.receive({ type: 'call_invite', data: callData() }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const call = screen.getByRole('region', { name: 'Call with bo' });
    expect(within(call).getByRole('status')).toHaveTextContent(/Connecting…|Disconnected/);
    expect(within(call).getByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(sentCallFrames()[0]).toMatchObject({ type: 'call_accept', data: { callerUserId: 'u2' } });
    // No server config (and no devices in this test browser): the join fails, the state says so.
    expect(await within(call).findByText('Disconnected')).toBeInTheDocument();

    await user.click(within(call).getByRole('button', { name: 'End call' }));
    expect(screen.queryByRole('region', { name: 'Call with bo' })).not.toBeInTheDocument();
    expect(sentCallFrames().at(-1)).toMatchObject({ type: 'call_end', data: { reason: 'hangup' } });
  });
});

/** Web Audio as a browser has it before the page was ever clicked: resuming waits for a gesture. */
class SilentUntilClickedAudio extends EventTarget {
  static clicked = false;
  state = 'suspended';
  currentTime = 0;
  destination = {};
  resume(): Promise<void> {
    if (!SilentUntilClickedAudio.clicked) return new Promise(() => {});
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }
  createGain() {
    const param = { value: 1, setValueAtTime() {}, linearRampToValueAtTime() {} };
    return {
      context: this,
      gain: { ...param, exponentialRampToValueAtTime() {}, setTargetAtTime() {} },
      connect: <T,>(node: T) => node,
    };
  }
  createOscillator() {
    return {
      frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: <T,>(node: T) => node,
      start() {},
      stop() {},
    };
  }
}

class RecordedNotification {
  static permission = 'granted';
  static shown: RecordedNotification[] = [];
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    RecordedNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('an incoming call in a tab nobody has clicked yet', () => {
  beforeEach(() => {
    resetAppState();
    factory = fakeSocketFactory();
    fakeServer({ 'GET /api/users/u2': () => errorResponse(404, 'User not found.') });
    SilentUntilClickedAudio.clicked = false;
    RecordedNotification.shown = [];
    vi.stubGlobal('AudioContext', SilentUntilClickedAudio);
    vi.stubGlobal('Notification', RecordedNotification);
    // The browser's user activation comes before any page listener hears the click.
    window.addEventListener('pointerdown', () => (SilentUntilClickedAudio.clicked = true), {
      capture: true,
      once: true,
    });
  });

  it('says the sound is blocked (with a system notification where allowed) until a click anywhere lets it ring', async () => {
    renderRoutes(routes, '/messages');
    await act(async () => factory.latest.accept(me.userId));
    // Notifications not allowed: the banner alone says it.
    RecordedNotification.permission = 'default';
    act(() => factory.latest.receive({ type: 'call_invite', data: callData({ callId: 'call-0' }) }));
    expect(within(screen.getByRole('alertdialog', { name: 'bo' })).getByRole('status')).toHaveTextContent(
      'Sound is blocked by your browser — click anywhere to hear calls',
    );
    expect(RecordedNotification.shown).toEqual([]);
    act(() => factory.latest.receive({ type: 'call_end', data: callData({ callId: 'call-0' }) }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    RecordedNotification.permission = 'granted';
    act(() => factory.latest.receive({ type: 'call_invite', data: callData({ video: true }) }));
    const dialog = screen.getByRole('alertdialog', { name: 'bo' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sound is blocked by your browser');
    expect(RecordedNotification.shown).toMatchObject([
      { title: 'bo is calling you', options: { body: 'Incoming video call' }, closed: false },
    ]);

    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(RecordedNotification.shown[0]?.closed).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});
