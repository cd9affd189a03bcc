import type { RoomChange, Song } from '@create-together/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contributionKeys, useProjectLive } from '@/entities/contributions';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { deferred, fakeServer } from '@/test/helpers';
import { songQueryOptions } from './api/get-song';
import { songKeys } from './song-keys';
import { serverSong, serverTrack, songResponse } from './song-test-utils';

let factory: ReturnType<typeof fakeSocketFactory>;
let client: QueryClient;

const SONG = songKeys.ofProject('p1');
const shown = () => client.getQueryData<Song>(SONG);
const invalidated = (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <RealtimeProvider
        userId="u1"
        createConnection={() => new RealtimeConnection({ createSocket: factory.createSocket })}
      >
        {children}
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

/** A screen showing project p1 (and its song, unless `shows` says otherwise), let in its room unless `joined` is false. */
function live(shows: () => unknown = () => useQuery(songQueryOptions('p1')), joined = true) {
  const view = renderHook(
    () => {
      useProjectLive('p1', 'u1');
      return shows();
    },
    { wrapper },
  );
  act(() => factory.latest.accept('u1'));
  if (joined) act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [] }));
  return view;
}

const change = (what: RoomChange, projectId = 'p1') =>
  act(() => factory.latest.receive({ type: 'room_change', projectId, change: what, at: 1 }));
const songChanged = (
  rev: number,
  cause: Extract<RoomChange, { type: 'song_changed' }>['change'] = 'track_added',
) => change({ type: 'song_changed', userId: 'u2', rev, change: cause, trackId: null });
const trackMix = (rev: number, gainDb: number, pan: number, trackId = 't1') =>
  change({ type: 'track_mix', userId: 'u2', rev, trackId, gainDb, pan });

beforeEach(() => {
  factory = fakeSocketFactory();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('the song, live in the project’s room', () => {
  it('a change of the song is read again only when the song shown is behind it', async () => {
    let reads = 0;
    let onServer = serverSong({ rev: 5 });
    fakeServer({
      'GET /api/projects/p1/song': () => {
        reads += 1;
        return songResponse(onServer);
      },
    });
    const { result } = live();
    await waitFor(() => expect((result.current as { data?: Song }).data?.rev).toBe(5));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const before = reads;

    // This screen's own change: its answer (rev 5) is shown already.
    songChanged(5);
    songChanged(4);
    expect(reads).toBe(before);
    expect(invalidated(SONG)).toBe(false);

    onServer = serverSong({ rev: 6, tracks: [serverTrack(), serverTrack({ id: 't2', position: 1 })] });
    songChanged(6);
    await waitFor(() => expect(shown()?.rev).toBe(6));
    expect(reads).toBe(before + 1);
    expect(shown()?.tracks).toHaveLength(2);
  });

  it('new peaks keep the song’s revision: read again at that revision too, not when the song shown is newer', () => {
    fakeServer({});
    live(() => null);
    client.setQueryData(SONG, serverSong({ rev: 5 }));
    songChanged(4, 'peaks_ready');
    expect(invalidated(SONG)).toBe(false);
    songChanged(5, 'peaks_ready');
    expect(invalidated(SONG)).toBe(true);
  });

  it('a fader’s values are put in place without a read, when they are the next revision', () => {
    const fetchMock = fakeServer({});
    live(() => null);
    client.setQueryData(SONG, serverSong({ rev: 5 }));
    fetchMock.mockClear();

    trackMix(6, -4.5, 30);
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ id: 't1', gainDb: -4.5, pan: 30 }] });
    // Older, or already shown: nothing.
    trackMix(6, -20, 0);
    trackMix(3, -30, 0);
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ gainDb: -4.5, pan: 30 }] });
    expect(invalidated(SONG)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a fader’s values after a change not heard (or still being read) have the song read again', () => {
    fakeServer({});
    live(() => null);
    client.setQueryData(SONG, serverSong({ rev: 5 }));
    trackMix(7, -4.5, 30);
    expect(shown()).toMatchObject({ rev: 5, tracks: [{ gainDb: 0, pan: 0 }] });
    expect(invalidated(SONG)).toBe(true);
  });

  it('a change heard while the song is first being read has it read again once it lands', async () => {
    const first = deferred<Response>();
    let reads = 0;
    fakeServer({
      'GET /api/projects/p1/song': () => {
        reads += 1;
        return reads === 1 ? first.promise : songResponse(serverSong({ rev: 6 }));
      },
    });
    // Not let in yet (which reads everything again anyway): only the change is heard.
    live(undefined, false);
    await waitFor(() => expect(reads).toBe(1));
    trackMix(6, -3, 0);
    first.resolve(songResponse(serverSong({ rev: 5 })));
    await waitFor(() => expect(shown()?.rev).toBe(6));
    expect(reads).toBe(2);
  });

  it('another project’s room is not this one', () => {
    fakeServer({});
    live(() => null);
    client.setQueryData(SONG, serverSong({ rev: 5 }));
    change({ type: 'track_mix', userId: 'u2', rev: 6, trackId: 't1', gainDb: -9, pan: 0 }, 'p2');
    change({ type: 'song_changed', userId: 'u2', rev: 9, change: 'track_removed', trackId: 't1' }, 'p2');
    expect(shown()).toEqual(serverSong({ rev: 5 }));
    expect(invalidated(SONG)).toBe(false);
  });

  it('each time the room lets the tab in — after a reconnect too — the song is read again', async () => {
    let reads = 0;
    fakeServer({
      'GET /api/projects/p1/song': () => {
        reads += 1;
        return songResponse(serverSong({ rev: 5 + reads }));
      },
    });
    live();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const before = reads;
    act(() => factory.latest.serverClose());
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(2), { timeout: 5_000 });
    act(() => factory.latest.accept('u1'));
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [] }));
    await waitFor(() => expect(reads).toBe(before + 1));
  });

  it('a restore of the song reads the contributions again (their takes may be behind it now); a merge’s leaves that to contribution_merged', () => {
    fakeServer({});
    live(() => null);
    client.setQueryData(SONG, serverSong({ rev: 9 }));
    client.setQueryData(contributionKeys.ofProject('p1'), []);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    songChanged(9, 'merge');
    expect(invalidate).not.toHaveBeenCalled();
    songChanged(9, 'restore');
    expect(invalidated(contributionKeys.ofProject('p1'))).toBe(true);
    // The song shown is at that revision already: not read again.
    expect(invalidated(SONG)).toBe(false);
  });
});
