import type { Song } from '@create-together/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { advance, errorResponse, fakeServer, useFakeClock } from '@/test/helpers';
import { applyTrackMix } from './song-cache';
import { songKeys } from './song-keys';
import { serverSong, serverTrack, songResponse, testQueryClient, withClient } from './song-test-utils';
import { useTrackMix } from './use-track-mix';

const SONG = songKeys.ofProject('p1');
let client: ReturnType<typeof testQueryClient>;
/** The PATCH bodies the server got, in order. */
let patches: Record<string, number>[];
let onServer: Song;

const shown = () => client.getQueryData<Song>(SONG);

/** A server that keeps each PATCH's values and answers the whole song one revision on. */
function mixServer() {
  patches = [];
  onServer = serverSong({ rev: 5, tracks: [serverTrack({ gainDb: 0, pan: 0 })] });
  return fakeServer({
    'GET /api/projects/p1/song': () => songResponse(onServer),
    'PATCH /api/projects/p1/tracks/t1': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, number>;
      patches.push(body);
      onServer = {
        ...onServer,
        rev: onServer.rev + 1,
        tracks: onServer.tracks.map((track) => ({ ...track, ...body })),
      };
      return songResponse(onServer);
    },
  });
}

function fader() {
  client.setQueryData(SONG, onServer);
  return renderHook(() => useTrackMix('p1', 't1'), { wrapper: withClient(client) });
}

beforeEach(() => {
  useFakeClock();
  client = testQueryClient();
  useToastStore.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTrackMix', () => {
  it('follows the pointer at once and sends about once a second while dragging, then the last value at release', async () => {
    mixServer();
    const { result } = fader();
    expect(result.current.mix).toEqual({ gainDb: 0, pan: 0 });

    // 30 moves in 1.5 s.
    for (let i = 1; i <= 30; i++) {
      act(() => result.current.move({ gainDb: -i / 2 }));
      expect(shown()?.tracks[0]?.gainDb).toBe(-i / 2);
      await advance(50);
    }
    expect(patches).toEqual([{ gainDb: -10 }]);
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ gainDb: -15 }] });
    expect(result.current.mix).toEqual({ gainDb: -15, pan: 0 });

    act(() => result.current.release());
    await advance(0);
    expect(patches).toEqual([{ gainDb: -10 }, { gainDb: -15 }]);
    expect(shown()).toMatchObject({ rev: 7, tracks: [{ gainDb: -15, pan: 0 }] });
    await advance(5_000);
    expect(patches).toHaveLength(2);
  });

  it('a fader left still is sent a quarter of a second later; the values are the server’s (one decimal, whole pan)', async () => {
    mixServer();
    const { result } = fader();
    act(() => result.current.move({ gainDb: -3.16, pan: 20.6 }));
    act(() => result.current.move({ pan: 150 }));
    await advance(249);
    expect(patches).toEqual([]);
    await advance(1);
    expect(patches).toEqual([{ gainDb: -3.2, pan: 100 }]);
  });

  it('one PATCH at a time: a value moved to while one is on its way goes when it is answered, the last one winning', async () => {
    mixServer();
    const answers: (() => void)[] = [];
    const bodies: unknown[] = [];
    fakeServer({
      'PATCH /api/projects/p1/tracks/t1': (init) => {
        const body = JSON.parse(String(init?.body)) as { pan: number };
        bodies.push(body);
        const song = serverSong({ rev: 5 + bodies.length, tracks: [serverTrack({ pan: body.pan })] });
        return new Promise<Response>((resolve) => answers.push(() => resolve(songResponse(song))));
      },
    });
    const { result } = fader();
    act(() => result.current.move({ pan: -10 }));
    act(() => result.current.release());
    await advance(0);
    act(() => result.current.move({ pan: -20 }));
    act(() => result.current.move({ pan: -30 }));
    act(() => result.current.release());
    await advance(2_000);
    expect(bodies).toEqual([{ pan: -10 }]);

    // The first answer (rev 6, pan −10) comes: the fader stays where the pointer left it, and the last value goes.
    await act(async () => answers[0]?.());
    await advance(0);
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ pan: -30 }] });
    expect(bodies).toEqual([{ pan: -10 }, { pan: -30 }]);

    await act(async () => answers[1]?.());
    await advance(0);
    expect(shown()).toMatchObject({ rev: 7, tracks: [{ pan: -30 }] });
    expect(bodies).toHaveLength(2);
  });

  it('a refusal puts the server’s value back and says why', async () => {
    mixServer();
    fakeServer({
      'PATCH /api/projects/p1/tracks/t1': () =>
        errorResponse(403, 'Only the owner and editors of this project can change its tracks.'),
      'GET /api/projects/p1/song': () => songResponse(onServer),
    });
    const { result } = fader();
    act(() => result.current.move({ gainDb: -20 }));
    await advance(0);
    expect(result.current.mix?.gainDb).toBe(-20);
    act(() => result.current.release());
    await advance(0);
    expect(result.current.mix).toEqual({ gainDb: 0, pan: 0 });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'Only the owner and editors of this project can change its tracks.',
    ]);
  });

  it('the room’s values for a fader being moved wait under the pointer, and are the ones put back on a failure', async () => {
    mixServer();
    fakeServer({ 'PATCH /api/projects/p1/tracks/t1': () => errorResponse(500, 'Something went wrong.') });
    const { result } = fader();
    act(() => result.current.move({ gainDb: -6 }));
    // Another editor's move of the same fader.
    act(() => {
      applyTrackMix(client, 'p1', {
        type: 'track_mix',
        userId: 'u2',
        rev: 6,
        trackId: 't1',
        gainDb: 3,
        pan: 40,
      });
    });
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ gainDb: -6, pan: 0 }] });
    act(() => result.current.release());
    await advance(0);
    expect(shown()).toMatchObject({ rev: 6, tracks: [{ gainDb: 3, pan: 40 }] });
  });

  it('leaving the screen mid-move still sends where the pointer left the fader', async () => {
    mixServer();
    const { result, unmount } = fader();
    act(() => result.current.move({ gainDb: -8 }));
    unmount();
    await advance(0);
    expect(patches).toEqual([{ gainDb: -8 }]);
  });
});
