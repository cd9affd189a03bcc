import type { Song, Take, Track } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import {
  asContributor,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  sentBodies,
  serverContribution,
} from '../workspace-test-utils';
import { useAbSession } from './ab-session';

const file = (id: string) => ({
  mediaId: `m-${id}`,
  url: `/media/m-${id}.wav`,
  peaksUrl: null,
  mimeType: 'audio/wav',
  title: id,
  ownerUserId: 'u1',
  analysis: null,
});

const track = (id: string, name: string, position: number, extra: Partial<Track> = {}): Track => ({
  id,
  position,
  name,
  role: '',
  colour: 'sky',
  startOffsetMs: 0,
  durationMs: 180_000,
  gainDb: 0,
  pan: 0,
  file: file(id),
  addedBy: null,
  contributionId: null,
  updatedAt: 1_700_000_000,
  ...extra,
});

const song = (tracks: Track[]): Song => ({
  rev: tracks.length,
  tempoBpm: 96,
  beatsPerBar: 4,
  key: null,
  lengthMs: tracks.length ? 180_000 : 0,
  tracks,
});

const songHandler = (value: Song) => ({
  'GET /api/projects/p1/song': () => jsonResponse({ success: true, song: value }),
});

const asEditor = { userRoleInProject: 'editor', isContributor: true, projectType: 'music' } as const;
const band = song([track('t1', 'Drums', 0), track('t2', 'Bass', 1, { role: 'Bass', colour: 'violet' })]);

describe('the song in the workspace', () => {
  afterEach(() => {
    resetAppState();
    useAbSession.getState().close();
  });

  it('offers an editor the first track, and shows nothing to others while the song is empty', async () => {
    fakeServer({ ...projectHandlers(asEditor), ...songHandler(song([])) });
    const first = renderWorkspace();
    expect(await screen.findByRole('button', { name: 'Add the first track' })).toBeInTheDocument();
    first.unmount();

    fakeServer({ ...projectHandlers(asContributor), ...songHandler(song([])) });
    renderWorkspace();
    await screen.findByRole('list', { name: 'Contributions, newest first' });
    expect(screen.queryByRole('button', { name: 'Add the first track' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Song' })).toBeNull();
  });

  it('plays a music project’s song above the main content: a header per track, the transport, the stems', async () => {
    fakeServer({ ...projectHandlers({ ...asContributor, projectType: 'music' }), ...songHandler(band) });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    const tracks = within(panel).getByRole('group', { name: 'Tracks' });
    expect(within(tracks).getByRole('group', { name: 'Drums' })).toBeInTheDocument();
    expect(within(tracks).getByRole('group', { name: 'Bass, Bass' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: /stems/i })).toHaveAttribute(
      'href',
      '/api/projects/p1/song/stems.zip',
    );
    // A contributor listens: no faders to move, no tracks to add.
    expect(within(panel).queryByRole('button', { name: /Add (a )?track/ })).toBeNull();
    for (const slider of within(tracks).getAllByRole('slider', { hidden: true }))
      expect(slider).toBeDisabled();
  });

  it('keeps mute and solo the listener’s own: pressed, named on the track, never sent', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers({ ...asContributor, projectType: 'music' }),
      ...songHandler(band),
    });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    // A phone's strip and a desktop's fader row each hold M and S (CSS shows one): both follow.
    const [mute] = within(panel).getAllByRole('button', { name: 'Mute Drums' });
    if (mute) await userEvent.click(mute);
    for (const button of within(panel).getAllByRole('button', { name: 'Mute Drums' }))
      expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('group', { name: 'Drums, muted' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('folds the song in a project of another type', async () => {
    fakeServer({ ...projectHandlers({ ...asContributor, projectType: 'writing' }), ...songHandler(band) });
    renderWorkspace();
    const toggle = await screen.findByRole('button', { name: /Song · 2 tracks/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('group', { name: 'Tracks' })).toBeInTheDocument();
  });

  it('compares a proposal’s takes in the song: A as it is, B with them, the take under the track it replaces', async () => {
    const take: Take = {
      id: 'k1',
      kind: 'replace',
      replaces: { trackId: 't2', name: 'Bass', stillThere: true },
      name: 'Bass',
      role: 'Bass',
      colour: 'violet',
      startOffsetMs: 250,
      durationMs: 175_000,
      gainDb: 0,
      pan: 0,
      file: file('k1'),
    };
    fakeServer({
      ...projectHandlers({ ...asContributor, projectType: 'music' }, [
        serverContribution({
          takes: [take],
          song: { rev: 1, behind: true, changes: [{ kind: 'tempo', from: null, to: 96 }] },
        }),
      ]),
      ...songHandler(band),
    });
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    expect(within(card).getByText('Replaces Bass · 2:55 · starts at 0:00.250')).toBeInTheDocument();
    expect(within(card).getByText('Proposed against an older version of the song')).toBeInTheDocument();
    expect(within(card).getByText('Tempo none → 96 bpm')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Listen in the song (A/B)' }));
    const panel = screen.getByRole('region', { name: 'Song' });
    expect(within(panel).getByText('Comparing grace’s proposal (1 take)')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'B · with this proposal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const headers = within(within(panel).getByRole('group', { name: 'Tracks' }))
      .getAllByRole('group')
      .map((header) => header.getAttribute('aria-label'));
    expect(headers).toEqual(['Drums', 'Bass, Bass', 'Bass (grace’s take), Bass']);
    await userEvent.click(within(panel).getByRole('button', { name: 'A · as it is' }));
    expect(within(panel).getByRole('button', { name: 'A · as it is' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Stop comparing' }));
    expect(within(panel).queryByText(/Comparing/)).toBeNull();
  });

  it('says what was heard in the files: warnings on a track and a take, the key the tracks agree on offered', async () => {
    const heard = (bpm: number, key: 'A minor' | 'D minor', runs = 0) => ({
      tempo: { bpm, confidence: 0.9 },
      key: { name: key, confidence: 0.8 },
      loudnessLufs: -14,
      truePeakDbtp: -1,
      clipping: { runs, seconds: runs * 0.01 },
    });
    const withAnalysis = (id: string, analysis: ReturnType<typeof heard>) => ({ ...file(id), analysis });
    const heardBand: Song = {
      ...song([
        track('t1', 'Drums', 0, { file: withAnalysis('t1', heard(96, 'A minor')) }),
        track('t2', 'Bass', 1, { file: withAnalysis('t2', heard(96, 'A minor', 12)) }),
      ]),
      key: null,
    };
    const take: Take = {
      id: 'k1',
      kind: 'add',
      replaces: null,
      name: 'Keys',
      role: 'Keys',
      colour: 'amber',
      startOffsetMs: 0,
      durationMs: 60_000,
      gainDb: 0,
      pan: 0,
      file: withAnalysis('k1', heard(104, 'D minor')),
    };
    const fetchMock = fakeServer({
      ...projectHandlers(asEditor, [
        serverContribution({ takes: [take], song: { rev: 2, behind: false, changes: [] } }),
      ]),
      ...songHandler(heardBand),
      'PATCH /api/projects/p1/song': () =>
        jsonResponse({ success: true, song: { ...heardBand, key: 'A minor' } }),
    });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    expect(
      within(panel).getByRole('group', { name: 'Bass, Clipping in 12 places (0.1 s)' }),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'More for Bass' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('96 BPM · A minor · −14.0 LUFS · −1.0 dBTP peak')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    expect(within(card).getByText('104 BPM · D minor · −14.0 LUFS · −1.0 dBTP peak')).toBeInTheDocument();
    expect(within(card).getByText('Tempo 104 BPM, the song is 96 BPM')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Song settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Song settings' });
    expect(within(dialog).getByText(/The tracks say A minor/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use it' }));
    expect(within(dialog).getByRole('combobox', { name: 'Key' })).toHaveValue('A minor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH /api/projects/p1/song')).toEqual([
        { tempoBpm: 96, beatsPerBar: 4, key: 'A minor' },
      ]),
    );
  });

  it('says a setting the song cannot take under its field, focused, and sends nothing', async () => {
    const fetchMock = fakeServer({ ...projectHandlers(asEditor), ...songHandler(band) });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Song settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Song settings' });
    const tempo = within(dialog).getByRole('textbox', { name: 'Tempo (bpm)' });
    await userEvent.clear(tempo);
    await userEvent.type(tempo, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tempo).toHaveAccessibleDescription('Tempo must be at most 300 bpm.'));
    expect(tempo).toHaveAttribute('aria-invalid', 'true');
    expect(tempo).toHaveFocus();
    expect(sentBodies(fetchMock, 'PATCH /api/projects/p1/song')).toEqual([]);
  });

  it('asks for a new track’s audio and a start it can read, each under its field', async () => {
    const fetchMock = fakeServer({ ...projectHandlers(asEditor), ...songHandler(band) });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    await userEvent.click(within(panel).getByRole('button', { name: /Add (a )?track/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a track' });
    const start = within(dialog).getByRole('textbox', { name: 'Starts at' });
    await userEvent.clear(start);
    await userEvent.type(start, 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add track' }));
    const choose = within(dialog).getByRole('button', { name: 'Choose or upload audio' });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(choose).toHaveAccessibleDescription('Choose the track’s audio file.');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(/^Write the start as minutes:seconds\.milliseconds/);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Track name cannot be empty.',
    );
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/tracks')).toEqual([]);
  });

  it('sends only what changed of a track, and puts the server’s refusal under its field', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asEditor),
      ...songHandler(band),
      'PATCH /api/projects/p1/tracks/t2': () =>
        errorResponse(400, 'startOffsetMs: A track must end within the first 30 minutes.'),
    });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    await userEvent.click(within(panel).getByRole('button', { name: 'More for Bass' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Track details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track details: Bass' });
    const start = within(dialog).getByRole('textbox', { name: 'Starts at' });
    await userEvent.clear(start);
    await userEvent.type(start, '29:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH /api/projects/p1/tracks/t2')).toEqual([
        { startOffsetMs: 1_740_000 },
      ]),
    );
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('A track must end within the first 30 minutes.')).toBeInTheDocument();
  });

  it('words a comment’s range as the server does, under its field, focused, and sends nothing', async () => {
    const fetchMock = fakeServer({ ...projectHandlers({ ...asEditor }), ...songHandler(band) });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Comment at the playhead' }));
    const form = within(panel).getByRole('form', { name: 'New comment' });
    const at = within(form).getByRole('textbox', { name: 'At' });
    const until = within(form).getByRole('textbox', { name: 'Until (optional)' });
    await userEvent.clear(at);
    await userEvent.type(at, '2:00');
    await userEvent.type(until, '1:00');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Comment' }), 'Too busy here.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(until).toHaveFocus());
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription('A range must start before it ends.');
    expect(at).not.toHaveAttribute('aria-invalid');
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/threads')).toEqual([]);
  });

  it('puts the server’s refusal of a comment under its field, focused', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers({ ...asEditor }),
      ...songHandler(band),
      'POST /api/projects/p1/threads': () =>
        errorResponse(400, 'body: Comment must be at most 2,000 characters.'),
    });
    renderWorkspace();
    const panel = await screen.findByRole('region', { name: 'Song' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Comment at the playhead' }));
    const form = within(panel).getByRole('form', { name: 'New comment' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'On' }), 'Bass');
    const comment = within(form).getByRole('combobox', { name: 'Comment' });
    await userEvent.type(comment, 'Too busy here.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/projects/p1/threads')).toEqual([
        { subject: { kind: 'track', trackId: 't2' }, atMs: 0, body: 'Too busy here.' },
      ]),
    );
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Comment must be at most 2,000 characters.');
  });

  it('proposes takes with a contribution: a new file for a track, from the library', async () => {
    const audio = {
      mediaId: 'a9',
      ownerUserId: 'u1',
      analysis: null,
      kind: 'audio',
      mimeType: 'audio/wav',
      url: '/media/a9.wav',
      title: 'Bass take 2',
      originalName: 'bass2.wav',
      sizeBytes: 1000,
      createdAt: 1_700_000_000,
      visibility: 'private',
      durationSeconds: 170,
      waveform: null,
      peaksUrl: null,
      thumbnailUrl: null,
      width: null,
      height: null,
      savedByMe: false,
    };
    const fetchMock = fakeServer({
      ...projectHandlers({ ...asContributor, projectType: 'music' }),
      ...songHandler(band),
      'GET /api/media?kind=audio&limit=24': () =>
        jsonResponse({ success: true, media: [audio], nextCursor: null }),
      'POST /api/projects/p1/contributions': () =>
        jsonResponse({ success: true, contribution: serverContribution({ id: 'c9' }) }, 201),
    });
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Propose a contribution' }),
      'A tighter bass.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add a take' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Take 1' }),
      'New file for Bass',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Choose audio' }));
    await userEvent.click(await screen.findByRole('button', { name: /Bass take 2/ }));
    const start = within(form).getByRole('textbox', { name: 'Starts at' });
    await userEvent.clear(start);
    await userEvent.type(start, '0:01.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Propose' }));
    // Sent, and the form is ready for the next (its takes gone with it).
    await waitFor(() => expect(within(form).queryByRole('combobox', { name: 'Take 1' })).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([
      {
        content: 'A tighter bass.',
        takes: [{ kind: 'replace', replacesTrackId: 't2', mediaId: 'a9', startOffsetMs: 1500 }],
      },
    ]);
  });
});
