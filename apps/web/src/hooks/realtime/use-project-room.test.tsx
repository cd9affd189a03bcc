import type { RoomActivity, RoomPresence } from '@create-together/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider, useProjectRoom, useRoomActivity } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { advance, useFakeClock } from '@/test/helpers';

let factory: ReturnType<typeof fakeSocketFactory>;
const createConnection = () => new RealtimeConnection({ createSocket: factory.createSocket });

const ada: RoomPresence = { userId: 'u1', username: 'ada', avatarUrl: null, activity: null };
const grace: RoomPresence = { userId: 'u2', username: 'grace', avatarUrl: null, activity: 'editing' };

function Room({ projectId, onJoined }: { projectId: string | null; onJoined?: () => void }) {
  const { joined, here } = useProjectRoom(projectId, onJoined);
  return (
    <p>
      {joined ? 'in' : 'out'}:{' '}
      {here.map((who) => `${who.username}${who.activity ? ` (${who.activity})` : ''}`).join(', ')}
    </p>
  );
}

function Editor({ projectId, activity }: { projectId: string; activity: RoomActivity | null }) {
  useRoomActivity(projectId, activity);
  return null;
}

function renderRoom(
  props: { projectId: string | null; onJoined?: () => void; activity?: RoomActivity | null },
  userId: string | null = 'u1',
) {
  const ui = (next: typeof props) => (
    <RealtimeProvider userId={userId} createConnection={createConnection}>
      <Room projectId={next.projectId} onJoined={next.onJoined} />
      {next.projectId && next.activity !== undefined ? (
        <Editor projectId={next.projectId} activity={next.activity} />
      ) : null}
    </RealtimeProvider>
  );
  const view = render(ui(props));
  return { ...view, rerenderWith: (next: typeof props) => view.rerender(ui(next)) };
}

const shown = () => screen.getByText(/^(in|out):/).textContent;
const roomFrames = () => factory.latest.frames.filter((frame) => frame.type.startsWith('room_'));

describe('useProjectRoom and useRoomActivity', () => {
  beforeEach(() => {
    factory = fakeSocketFactory();
  });
  afterEach(() => vi.useRealTimers());

  it('signed out: no room, nobody here', () => {
    renderRoom({ projectId: 'p1' }, null);
    expect(factory.sockets).toHaveLength(0);
    expect(shown()).toBe('out: ');
  });

  it('joins while mounted, shows who is here as it changes, and leaves for another project or none', () => {
    const { rerenderWith } = renderRoom({ projectId: 'p1' });
    act(() => factory.latest.accept());
    expect(roomFrames()).toEqual([{ type: 'room_join', projectId: 'p1' }]);
    expect(shown()).toBe('out: ');

    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] }));
    expect(shown()).toBe('in: ada');
    act(() => factory.latest.receive({ type: 'room_presence', projectId: 'p1', here: [ada, grace] }));
    expect(shown()).toBe('in: ada, grace (editing)');

    rerenderWith({ projectId: 'p2' });
    expect(roomFrames().slice(1)).toEqual([
      { type: 'room_leave', projectId: 'p1' },
      { type: 'room_join', projectId: 'p2' },
    ]);
    expect(shown()).toBe('out: ');

    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p2', here: [ada] }));
    act(() => factory.latest.receive({ type: 'room_closed', projectId: 'p2', message: 'Gone.' }));
    expect(shown()).toBe('out: ');

    rerenderWith({ projectId: null });
    expect(roomFrames().at(-1)).toEqual({ type: 'room_leave', projectId: 'p2' });
  });

  it('after a reconnect: joins again, and tells the screen each time it is let in', async () => {
    useFakeClock();
    const onJoined = vi.fn();
    renderRoom({ projectId: 'p1', onJoined });
    act(() => factory.latest.accept());
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada, grace] }));
    expect(onJoined).toHaveBeenCalledTimes(1);

    act(() => factory.latest.serverClose());
    expect(shown()).toBe('out: ');
    await advance(1_000);
    act(() => factory.latest.accept());
    expect(factory.latest.types).toEqual(['auth', 'room_join']);
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] }));
    expect(onJoined).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('in: ada');
  });

  it('tells the room this screen is editing while it does, and that it stopped', () => {
    const { rerenderWith } = renderRoom({ projectId: 'p1', activity: null });
    act(() => factory.latest.accept());
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] }));
    expect(roomFrames()).toEqual([{ type: 'room_join', projectId: 'p1' }]);

    rerenderWith({ projectId: 'p1', activity: 'editing' });
    expect(roomFrames().at(-1)).toEqual({ type: 'room_activity', projectId: 'p1', activity: 'editing' });
    rerenderWith({ projectId: 'p1' });
    expect(roomFrames().at(-1)).toEqual({ type: 'room_activity', projectId: 'p1', activity: null });
  });
});
