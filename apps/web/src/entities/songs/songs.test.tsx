import type { Song } from '@create-together/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { projectKeys } from '@/entities/projects';
import { deferred, errorResponse, fakeServer, jsonResponse } from '@/test/helpers';
import { useAddTrack } from './api/add-track';
import { useSong } from './api/get-song';
import { useRemoveTrack } from './api/remove-track';
import { useReorderTracks } from './api/reorder-tracks';
import { useSongSettings } from './api/update-song';
import { useUpdateTrack } from './api/update-track';
import { songKeys } from './song-keys';
import { serverSong, serverTrack, songResponse, testQueryClient, withClient } from './song-test-utils';

const SONG = songKeys.ofProject('p1');
let client: ReturnType<typeof testQueryClient>;

const shown = () => client.getQueryData<Song>(SONG);
const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const sent = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init?.method ?? 'GET'} ${url}`,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  }));

beforeEach(() => {
  client = testQueryClient();
  useToastStore.getState().clear();
});

describe('the song’s calls', () => {
  it('reads the song, parsed with the contract', async () => {
    fakeServer({ 'GET /api/projects/p1/song': () => songResponse(serverSong()) });
    const { result } = renderHook(() => useSong('p1'), { wrapper: withClient(client) });
    await waitFor(() => expect(result.current.data?.rev).toBe(5));
    expect(result.current.data?.tracks.map((t) => t.name)).toEqual(['Bass']);
  });

  it('a read that lands after a newer song was shown leaves the newer one', async () => {
    const answer = deferred<Response>();
    fakeServer({ 'GET /api/projects/p1/song': () => answer.promise });
    const { result } = renderHook(() => useSong('p1'), { wrapper: withClient(client) });
    await waitFor(() => expect(result.current.fetchStatus).toBe('fetching'));
    // A change's answer came meanwhile.
    act(() => client.setQueryData(SONG, serverSong({ rev: 8, tempoBpm: 120 })));
    answer.resolve(songResponse(serverSong({ rev: 6 })));
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(shown()).toMatchObject({ rev: 8, tempoBpm: 120 });
  });

  it('adding a track replaces the song shown with the answered one, whole', async () => {
    const answered = serverSong({
      rev: 7,
      tracks: [serverTrack(), serverTrack({ id: 't2', position: 1, name: 'Drums' })],
    });
    const fetchMock = fakeServer({ 'POST /api/projects/p1/tracks': () => songResponse(answered, 201) });
    // What was shown had a track the answer no longer has (removed meanwhile by someone): it goes.
    client.setQueryData(SONG, serverSong({ rev: 5, tracks: [serverTrack(), serverTrack({ id: 'gone' })] }));
    const { result } = renderHook(() => useAddTrack('p1'), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync({ mediaId: 'm9', name: 'Drums' }));
    expect(shown()).toEqual(answered);
    expect(sent(fetchMock)).toEqual([
      { call: 'POST /api/projects/p1/tracks', body: { mediaId: 'm9', name: 'Drums' } },
    ]);
    expect(toasts()).toEqual([{ message: 'Track added to the song.', type: 'success' }]);
  });

  it('an answer older than the song shown is ignored', async () => {
    fakeServer({
      'PATCH /api/projects/p1/tracks/t1': () =>
        songResponse(serverSong({ rev: 6, tracks: [serverTrack({ name: 'Old' })] })),
    });
    // The room told of two later changes before the answer came.
    client.setQueryData(SONG, serverSong({ rev: 8, tracks: [serverTrack({ name: 'Newer' })] }));
    const { result } = renderHook(() => useUpdateTrack('p1'), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync({ trackId: 't1', changes: { name: 'Old' } }));
    expect(shown()).toMatchObject({ rev: 8, tracks: [{ name: 'Newer' }] });
  });

  it('an answer at the revision shown replaces it (the same song, maybe with new peaks)', async () => {
    const answered = serverSong({ rev: 5, tracks: [serverTrack({ name: 'Renamed' })] });
    fakeServer({ 'PATCH /api/projects/p1/tracks/t1': () => songResponse(answered) });
    client.setQueryData(SONG, serverSong({ rev: 5 }));
    const { result } = renderHook(() => useUpdateTrack('p1'), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync({ trackId: 't1', changes: { name: 'Renamed' } }));
    expect(shown()).toEqual(answered);
  });

  it('removing a track and setting the tempo send their calls and put the answers in place', async () => {
    const fetchMock = fakeServer({
      'DELETE /api/projects/p1/tracks/t1': () =>
        songResponse(serverSong({ rev: 6, tracks: [], lengthMs: 0 })),
      'PATCH /api/projects/p1/song': () => songResponse(serverSong({ rev: 7, tracks: [], tempoBpm: 96.5 })),
    });
    client.setQueryData(SONG, serverSong());
    const { result } = renderHook(() => ({ remove: useRemoveTrack('p1'), settings: useSongSettings('p1') }), {
      wrapper: withClient(client),
    });
    await act(() => result.current.remove.mutateAsync('t1'));
    expect(shown()).toMatchObject({ rev: 6, tracks: [] });
    await act(() => result.current.settings.mutateAsync({ tempoBpm: 96.5 }));
    expect(shown()).toMatchObject({ rev: 7, tempoBpm: 96.5 });
    expect(sent(fetchMock)).toEqual([
      { call: 'DELETE /api/projects/p1/tracks/t1', body: undefined },
      { call: 'PATCH /api/projects/p1/song', body: { tempoBpm: 96.5 } },
    ]);
    expect(toasts()).toEqual([{ message: 'Track removed from the song.', type: 'success' }]);
  });

  it('a refusal says the server’s sentence, changes nothing shown, and reads again what is out of date', async () => {
    fakeServer({
      'PATCH /api/projects/p1/tracks/t1': () =>
        errorResponse(403, 'Only the owner and editors of this project can change its tracks.'),
    });
    client.setQueryData(SONG, serverSong());
    client.setQueryData(projectKeys.detail('p1'), { id: 'p1' });
    const { result } = renderHook(() => useUpdateTrack('p1'), { wrapper: withClient(client) });
    await act(() =>
      result.current.mutateAsync({ trackId: 't1', changes: { colour: 'red' } }).catch(() => {}),
    );
    expect(toasts()).toEqual([
      { message: 'Only the owner and editors of this project can change its tracks.', type: 'error' },
    ]);
    expect(shown()).toEqual(serverSong());
    expect(client.getQueryState(SONG)?.isInvalidated).toBe(true);
    expect(client.getQueryState(projectKeys.detail('p1'))?.isInvalidated).toBe(true);
  });

  it('a new order shows at once; refused as stale, the order shown before comes back and the song is read again', async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeServer({ 'PUT /api/projects/p1/tracks/order': () => answer.promise });
    const before = serverSong({
      tracks: [serverTrack({ id: 't1', name: 'Bass' }), serverTrack({ id: 't2', position: 1, name: 'Keys' })],
    });
    client.setQueryData(SONG, before);
    const { result } = renderHook(() => useReorderTracks('p1'), { wrapper: withClient(client) });
    act(() => result.current.mutate({ trackIds: ['t2', 't1'], baseRev: 5 }));
    await waitFor(() =>
      expect(shown()?.tracks.map((t) => [t.id, t.position])).toEqual([
        ['t2', 0],
        ['t1', 1],
      ]),
    );
    expect(sent(fetchMock)[0]?.body).toEqual({ trackIds: ['t2', 't1'], baseRev: 5 });
    answer.resolve(
      jsonResponse(
        {
          success: false,
          error: 'The tracks changed since you opened them. Reload to see the latest version.',
          code: 'STALE_TRACKS',
        },
        409,
      ),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()).toEqual(before);
    expect(client.getQueryState(SONG)?.isInvalidated).toBe(true);
    expect(toasts()).toEqual([
      {
        message: 'The tracks changed since you opened them. Reload to see the latest version.',
        type: 'error',
      },
    ]);
  });
});
