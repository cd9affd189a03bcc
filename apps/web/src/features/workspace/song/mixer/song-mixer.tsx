import type { Song, Track } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowDown,
  ArrowUp,
  AudioWaveform,
  Download,
  FileAudio,
  Plus,
  Settings2,
  SlidersHorizontal,
  SquarePen,
  Trash2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { AudioAnalysisLine, MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuItem } from '@/components/ui/menu';
import { projectThreadsQueryOptions } from '@/entities/review';
import { useRemoveTrack, useReorderTracks, useTrackMix, useUpdateTrack } from '@/entities/songs';
import type { BounceVoice } from '@/lib/mixer/bounce';
import { AddTrackDialog } from '../add-track-dialog';
import { SongDialog } from '../song-dialog';
import { SongSettingsDialog } from '../song-settings-dialog';
import { TrackDetailsDialog } from '../track-details-dialog';
import { BounceDialog } from './bounce-dialog';
import { audible, readListenerPrefs } from './listener-prefs';
import { MixerView } from './mixer-view';
import { MixSlider } from './track-header';
import type { ViewLane } from './view-lane';

/** What the song panel lets its viewer do (the server's policies). */
export interface SongAccess {
  canEditTracks: boolean;
  /** Start comments at a moment (members of an active project). */
  canComment: boolean;
  /** Where this song's stems download as one ZIP (members); null: not offered. */
  stemsHref: string | null;
}

type TrackDialog = { kind: 'details' | 'file' | 'remove' | 'mix'; track: Track } | null;

/** The song's tracks as the engine's lanes. */
export function lanesOf(song: Song): ViewLane[] {
  return song.tracks.map((track) => ({
    id: track.id,
    track,
    file: track.file,
    startOffsetMs: track.startOffsetMs,
    durationMs: track.durationMs,
    gainDb: track.gainDb,
    pan: track.pan,
    group: 'both',
  }));
}

/**
 * The live song in the workspace: the mixer, with what editors do to the song (add, details, new
 * file, order, remove, tempo) and what members take away (the stems). The mixer's own chunk: loaded
 * only by a workspace whose song has tracks.
 */
export function SongMixer({
  projectId,
  song,
  access,
  above,
  lanes: given,
  side,
  onToggleSide,
  bounceName,
  comments = true,
}: {
  projectId: string;
  song: Song;
  access: SongAccess;
  above?: ReactNode;
  /** Lanes other than the song's own (a proposal's takes being compared). */
  lanes?: readonly ViewLane[];
  side?: 'A' | 'B';
  /** The key B, while a proposal is compared. */
  onToggleSide?: () => void;
  /** What a bounce is called: "Night Drive", "Night Drive v12". */
  bounceName: string;
  /** Comments at a moment: the live song's (a version of it is listened to without them). */
  comments?: boolean;
}) {
  const lanes = useMemo(() => given ?? lanesOf(song), [given, song]);
  const [dialog, setDialog] = useState<TrackDialog>(null);
  const [adding, setAdding] = useState(false);
  const [settings, setSettings] = useState(false);
  const [bouncing, setBouncing] = useState<{ voices: BounceVoice[]; heard: BounceVoice[] } | null>(null);
  const startBounce = () => {
    const playing = lanes.filter(
      (lane) => lane.file && (lane.group === 'both' || lane.group === (side ?? 'A')),
    );
    const voiceOf = (lane: ViewLane): BounceVoice => ({
      url: lane.file?.url ?? '',
      startOffsetMs: lane.startOffsetMs,
      gainDb: lane.gainDb,
      pan: lane.pan,
    });
    const prefs = readListenerPrefs(projectId);
    setBouncing({
      voices: playing.map(voiceOf),
      heard: playing.filter((lane) => audible(prefs, lane.id)).map(voiceOf),
    });
  };
  const lengthMs = Math.max(0, ...lanes.map((lane) => lane.startOffsetMs + lane.durationMs));
  const threads = useQuery({ ...projectThreadsQueryOptions(projectId), enabled: comments });
  const update = useUpdateTrack(projectId);
  const remove = useRemoveTrack(projectId);
  const reorder = useReorderTracks(projectId);
  const edit = access.canEditTracks;

  const move = (track: Track, by: -1 | 1) => {
    const ids = song.tracks.map((each) => each.id);
    const from = ids.indexOf(track.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    reorder.mutate({ trackIds: ids, baseRev: song.rev });
  };

  const menuFor = (track: Track) => {
    const isTrack = song.tracks.some((each) => each.id === track.id);
    const at = song.tracks.findIndex((each) => each.id === track.id);
    return (
      <>
        {track.file?.analysis ? (
          // What was heard in its file, for everyone who opens its menu.
          <DropdownMenu.Label className="max-w-72 px-2 pt-1.5 pb-2">
            <AudioAnalysisLine
              analysis={track.file.analysis}
              song={{ tempoBpm: song.tempoBpm, key: song.key }}
            />
          </DropdownMenu.Label>
        ) : null}
        <MenuItem icon={<SlidersHorizontal />} onSelect={() => setDialog({ kind: 'mix', track })}>
          Mix
        </MenuItem>
        {edit && isTrack ? (
          <>
            <MenuItem icon={<SquarePen />} onSelect={() => setDialog({ kind: 'details', track })}>
              Track details
            </MenuItem>
            <MenuItem icon={<FileAudio />} onSelect={() => setDialog({ kind: 'file', track })}>
              New file
            </MenuItem>
            <MenuItem icon={<ArrowUp />} disabled={at <= 0} onSelect={() => move(track, -1)}>
              Move up
            </MenuItem>
            <MenuItem
              icon={<ArrowDown />}
              disabled={at >= song.tracks.length - 1}
              onSelect={() => move(track, 1)}
            >
              Move down
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <MenuItem icon={<Trash2 />} danger onSelect={() => setDialog({ kind: 'remove', track })}>
              Remove from the song
            </MenuItem>
          </>
        ) : null}
      </>
    );
  };

  // "120 bpm · A minor": what the song says of itself.
  const meta = [song.tempoBpm !== null ? `${song.tempoBpm} bpm` : null, song.key].filter(Boolean);
  const toolbar = (
    <>
      {meta.length > 0 ? (
        <span className="mr-1 hidden text-xs whitespace-nowrap text-ink-faint tabular-nums md:inline">
          {meta.join(' · ')}
        </span>
      ) : null}
      <button type="button" onClick={startBounce} className={buttonClass('ghost', 'sm', 'h-11 sm:h-9')}>
        <AudioWaveform aria-hidden className="size-4" />
        <span className="hidden sm:inline">Bounce</span>
        <span className="sr-only sm:hidden">Bounce to WAV</span>
      </button>
      {access.stemsHref ? (
        <a href={access.stemsHref} download className={buttonClass('ghost', 'sm', 'h-11 sm:h-9')}>
          <Download aria-hidden className="size-4" />
          <span className="hidden sm:inline">Stems</span>
          <span className="sr-only sm:hidden">Download the stems</span>
        </a>
      ) : null}
      {edit ? (
        <>
          <button
            type="button"
            onClick={() => setSettings(true)}
            className={buttonClass('ghost', 'icon', 'size-11 sm:size-9')}
            aria-label="Song settings"
          >
            <Settings2 aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => setAdding(true)}
            className={buttonClass('secondary', 'sm', 'h-11 sm:h-9')}
          >
            <Plus aria-hidden className="size-4" />
            <span className="hidden sm:inline">Add track</span>
            <span className="sr-only sm:hidden">Add a track</span>
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <>
      <MixerView
        projectId={projectId}
        song={song}
        lanes={lanes}
        canEdit={edit}
        side={side}
        onToggleSide={onToggleSide}
        menuFor={menuFor}
        toolbar={toolbar}
        above={above}
        review={comments ? { threads: threads.data ?? [], canComment: access.canComment } : undefined}
        canRecord={comments && access.canComment}
      />
      <AddTrackDialog
        projectId={projectId}
        open={adding}
        onOpenChange={setAdding}
        usedColours={song.tracks.map((track) => track.colour)}
      />
      <SongSettingsDialog projectId={projectId} song={song} open={settings} onOpenChange={setSettings} />
      <BounceDialog
        projectId={projectId}
        open={bouncing !== null}
        onOpenChange={(open) => !open && setBouncing(null)}
        title={side === 'B' ? 'the song with this proposal' : 'the song'}
        fileName={side === 'B' ? `${bounceName} (proposal)` : bounceName}
        lengthMs={lengthMs}
        voices={bouncing?.voices ?? []}
        heard={bouncing?.heard ?? []}
      />
      {dialog?.kind === 'details' ? (
        <TrackDetailsDialog
          projectId={projectId}
          track={dialog.track}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      ) : null}
      <MediaPicker
        open={dialog?.kind === 'file'}
        onOpenChange={(open) => !open && setDialog(null)}
        kind="audio"
        title={dialog?.kind === 'file' ? `New file for ${dialog.track.name}` : 'New file'}
        description="The track keeps its name, colour and mix; the new file plays from the track’s start."
        onPick={(media) => {
          if (dialog?.kind === 'file')
            update.mutate({ trackId: dialog.track.id, changes: { mediaId: media.mediaId } });
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'remove' ? `Remove ${dialog.track.name}?` : 'Remove the track?'}
        description="It leaves the song for everyone; the history keeps the version with it, to listen to or restore."
        confirmLabel="Remove"
        danger
        onConfirm={() => {
          if (dialog?.kind === 'remove') remove.mutate(dialog.track.id);
          setDialog(null);
        }}
      />
      {dialog?.kind === 'mix' ? (
        <MixDialog
          projectId={projectId}
          track={dialog.track}
          canEdit={edit && song.tracks.some((each) => each.id === dialog.track.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** A track's fader and pan with room for a thumb (the phone's way to the mix; also from the menu on a desktop). */
function MixDialog({
  projectId,
  track,
  canEdit,
  onClose,
}: {
  projectId: string;
  track: Track;
  canEdit: boolean;
  onClose: () => void;
}) {
  const mix = useTrackMix(projectId, track.id);
  const gainDb = mix.mix?.gainDb ?? track.gainDb;
  const pan = mix.mix?.pan ?? track.pan;
  return (
    <SongDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Mix: ${track.name}`}
      description={canEdit ? 'Saved for the whole band as you move it.' : 'The band’s mix of this track.'}
    >
      <div className="flex flex-col gap-3">
        <MixSlider
          kind="gain"
          value={gainDb}
          disabled={!canEdit}
          onChange={(value) => mix.move({ gainDb: value })}
          onCommit={mix.release}
          large
        />
        <MixSlider
          kind="pan"
          value={pan}
          disabled={!canEdit}
          onChange={(value) => mix.move({ pan: value })}
          onCommit={mix.release}
          large
        />
      </div>
    </SongDialog>
  );
}
