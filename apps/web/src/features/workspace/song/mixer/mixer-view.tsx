import type { ReviewThread, Song, Track } from '@create-together/contract';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { analysisWarnings } from '@/entities/media';
import { useTrackMix } from '@/entities/songs';
import { barSeconds } from '@/lib/mixer/timing';
import type { AbSide } from '@/lib/mixer/voice-gains';
import { RecordPanel } from '../record/record-panel';
import { LaneCanvas, type LaneSound } from './lane-canvas';
import { audible, useListenerPrefs } from './listener-prefs';
import { HEADER_WIDTH, MAX_PX_PER_SEC, MIXER_TEXT, SEEK_STEP_S, ZOOM_STEP } from './mixer-constants';
import { useMixerKeys } from './mixer-keys';
import { Ruler } from './ruler';
import { SongThreads } from './song-threads';
import { ThreadMarkers } from './thread-markers';
import { TrackHeader } from './track-header';
import { TransportBar } from './transport-bar';
import { useFrame } from './use-frame';
import { useMixer } from './use-mixer';
import type { ViewLane } from './view-lane';

/** Height of a lane beside its header on a desktop, and under its header strip on a phone. */
const DESKTOP_LANE = 76;
const PHONE_LANE = 52;

const secOf = (ms: number) => ms / 1000;

/**
 * The song's mixer (docs/design/music-tracks.md §6, §7.2): the transport, the ruler, a header and a
 * waveform lane per track, the playhead, keyboard control. Lanes are canvases the size of what is
 * visible; the view scrolls and zooms by itself (wheel, drag, the overview bar), so a lane is never a
 * canvas wider than browsers allow and the page never scrolls sideways.
 */
export function MixerView({
  projectId,
  song,
  lanes,
  canEdit,
  side = 'A',
  onToggleSide,
  menuFor,
  toolbar,
  above,
  review,
  canRecord = false,
}: {
  projectId: string;
  song: Song;
  lanes: readonly ViewLane[];
  canEdit: boolean;
  side?: AbSide;
  onToggleSide?: () => void;
  menuFor: (track: Track) => ReactNode;
  /** Buttons for the transport's end (bounce, stems, settings). */
  toolbar?: ReactNode;
  /** Shown between the transport and the lanes (the A/B bar). */
  above?: ReactNode;
  /** Comments at a moment of the song: pins on the lanes and the list under them. */
  review?: { threads: readonly ReviewThread[]; canComment: boolean };
  /** Record a take into it (members of the live song), under the transport. */
  canRecord?: boolean;
}) {
  const { prefs, update, toggle } = useListenerPrefs(projectId);
  const mixer = useMixer(lanes, prefs, side);
  const songSec = Math.max(
    secOf(song.lengthMs),
    ...lanes.map((lane) => secOf(lane.startOffsetMs + lane.durationMs)),
  );
  const tempo = song.tempoBpm ? { bpm: song.tempoBpm, beatsPerBar: song.beatsPerBar } : null;

  // The lanes' width, measured: the view's pixels.
  const area = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitPx = width > 0 && songSec > 0 ? width / songSec : 1;
  const pxPerSec = Math.min(MAX_PX_PER_SEC, Math.max(fitPx, prefs.pxPerSec ?? fitPx));
  const visibleSec = width / pxPerSec;
  const maxStart = Math.max(0, songSec - visibleSec);
  const [startSec, setStartSec] = useState(0);
  const viewStart = Math.min(Math.max(0, startSec), maxStart);
  const view = useMemo(() => ({ startSec: viewStart, pxPerSec, width }), [viewStart, pxPerSec, width]);

  const zoom = useCallback(
    (direction: 1 | -1) => {
      const at = mixer.position();
      const next = Math.min(MAX_PX_PER_SEC, Math.max(fitPx, pxPerSec * ZOOM_STEP ** direction));
      update((current) => ({ ...current, pxPerSec: next <= fitPx * 1.001 ? null : next }));
      // Zoom around the playhead.
      setStartSec(at - width / next / 2);
    },
    [mixer, fitPx, pxPerSec, update, width],
  );

  const seekTo = useCallback(
    (sec: number) => mixer.seek(Math.min(songSec, Math.max(0, sec))),
    [mixer, songSec],
  );
  // The thread being read: its pin is marked, its row in the list too.
  const [selectedThread, setSelectedThread] = useState<string | null>(null);
  const openThread = useCallback(
    (thread: ReviewThread) => {
      setSelectedThread(thread.id);
      if (thread.startMs === null) return;
      const at = thread.startMs / 1000;
      seekTo(at);
      // Zoomed in, the view moves to show it.
      setStartSec((start) => (at < start || at > start + visibleSec * 0.95 ? at - visibleSec * 0.1 : start));
    },
    [seekTo, visibleSec],
  );
  // A link to a moment (`?t=156.2`) or to a thread (`?thread={id}`) opens the song there, once.
  const [search] = useSearchParams();
  const linkedThread = search.get('thread');
  const linkedTime = search.get('t');
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const link = linkedThread ? `thread:${linkedThread}` : linkedTime ? `t:${linkedTime}` : null;
    if (!link || followed.current === link) return;
    if (linkedThread) {
      const thread = review?.threads.find((each) => each.id === linkedThread);
      if (!thread) return; // not read yet
      followed.current = link;
      openThread(thread);
    } else if (linkedTime !== null && Number.isFinite(Number(linkedTime)) && songSec > 0) {
      followed.current = link;
      seekTo(Number(linkedTime));
    }
  }, [linkedThread, linkedTime, review?.threads, openThread, seekTo, songSec]);
  const threadsOn = (laneId: string) =>
    review?.threads.filter(
      (thread) =>
        (thread.subject.kind === 'track' && thread.subject.trackId === laneId) ||
        (thread.subject.kind === 'take' && thread.subject.takeId === laneId),
    ) ?? [];

  const loopOn = prefs.loopOn && prefs.loop !== null;
  // Without a region yet (or on a phone, where there is no Shift-drag), Loop takes four bars from
  // the playhead — eight seconds without a tempo — and the ruler can change them.
  const toggleLoop = useCallback(() => {
    const at = mixer.position();
    const span = tempo ? 4 * barSeconds(tempo.bpm, tempo.beatsPerBar) : 8;
    update((current) => {
      if (current.loop) return { ...current, loopOn: !current.loopOn };
      const start = Math.max(0, Math.min(at, songSec - Math.min(span, songSec)));
      return { ...current, loop: { start, end: Math.min(songSec, start + span) }, loopOn: true };
    });
  }, [mixer, tempo, songSec, update]);
  const minLoopSec = tempo ? 60 / tempo.bpm : 0.5;

  // Roving focus over the headers: ↑/↓ move it, M and S act on the focused track.
  const headers = useRef(new Map<string, HTMLDivElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const focusedId = lanes.some((lane) => lane.id === focused) ? focused : (lanes[0]?.id ?? null);
  const region = useRef<HTMLElement>(null);

  useMixerKeys(region, {
    playPause: () =>
      mixer.state.status === 'playing' || mixer.state.status === 'priming'
        ? mixer.pause()
        : void mixer.play(),
    step: (direction, fine) =>
      seekTo(
        mixer.position() +
          direction * (fine ? (tempo ? barSeconds(tempo.bpm, tempo.beatsPerBar) : 1) : SEEK_STEP_S),
      ),
    toStart: () => seekTo(0),
    toEnd: () => seekTo(songSec),
    loop: toggleLoop,
    zoom,
    moveFocus: (direction) => {
      const index = lanes.findIndex((lane) => lane.id === focusedId);
      const next = lanes[Math.min(lanes.length - 1, Math.max(0, index + direction))];
      if (next) headers.current.get(next.id)?.focus();
    },
    mute: () => focusedId && toggle('muted', focusedId),
    solo: () => focusedId && toggle('soloed', focusedId),
    ab: onToggleSide,
  });

  // The playhead follows playback; zoomed in, the view pages along with it.
  const playhead = useRef<HTMLDivElement>(null);
  const running = mixer.state.status === 'playing' || mixer.state.status === 'priming';
  useFrame(() => {
    const at = mixer.position();
    if (running && pxPerSec > fitPx * 1.001 && (at < viewStart || at > viewStart + visibleSec * 0.95))
      setStartSec(at - visibleSec * 0.05);
    const x = (at - viewStart) * pxPerSec;
    if (playhead.current) {
      playhead.current.style.transform = `translateX(${Math.round(x)}px)`;
      playhead.current.style.visibility = x < 0 || x > width ? 'hidden' : 'visible';
    }
  }, running);
  // Drawn again when the view moves while paused.
  useEffect(() => {
    const x = (mixer.position() - viewStart) * pxPerSec;
    if (playhead.current) playhead.current.style.transform = `translateX(${Math.round(x)}px)`;
  }, [mixer, viewStart, pxPerSec]);

  // Lanes: a click seeks, a drag pans the view, the wheel pans it.
  const drag = useRef<{ x: number; start: number; moved: boolean } | null>(null);
  const lanePointer = {
    onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, start: viewStart, moved: false };
    },
    onPointerMove: (event: React.PointerEvent<HTMLDivElement>) => {
      const started = drag.current;
      if (!started) return;
      const dx = event.clientX - started.x;
      if (Math.abs(dx) > 4) started.moved = true;
      if (started.moved) setStartSec(started.start - dx / pxPerSec);
    },
    onPointerUp: (event: React.PointerEvent<HTMLDivElement>) => {
      const started = drag.current;
      drag.current = null;
      if (!started || started.moved) return;
      const box = event.currentTarget.getBoundingClientRect();
      seekTo(viewStart + (event.clientX - box.left) / pxPerSec);
    },
    onWheel: (event: React.WheelEvent<HTMLDivElement>) => {
      const dx = event.shiftKey ? event.deltaY : event.deltaX;
      if (dx !== 0 && maxStart > 0)
        setStartSec((start) => Math.min(maxStart, Math.max(0, start + dx / pxPerSec)));
    },
  };

  const failed = new Set(
    mixer.state.status !== 'idle' && mixer.state.status !== 'failed' ? mixer.state.failedVoices : [],
  );

  return (
    <section
      ref={region}
      aria-label={MIXER_TEXT.region}
      className="overflow-hidden rounded-2xl border border-line bg-surface-1"
    >
      <TransportBar
        mixer={mixer}
        songSec={songSec}
        tempo={tempo}
        loopOn={loopOn}
        hasLoop={prefs.loop !== null}
        onLoop={toggleLoop}
        onZoom={zoom}
        canZoomIn={pxPerSec < MAX_PX_PER_SEC}
        canZoomOut={pxPerSec > fitPx * 1.001}
      >
        {toolbar}
      </TransportBar>
      {canRecord ? (
        <RecordPanel projectId={projectId} song={song} mixer={mixer} loop={loopOn ? prefs.loop : null} />
      ) : null}
      {above}
      <div className="relative">
        <div
          className="grid grid-cols-1 sm:grid-cols-[var(--header)_minmax(0,1fr)]"
          style={{ '--header': `${HEADER_WIDTH}px` } as React.CSSProperties}
        >
          <div aria-hidden className="hidden border-r border-line sm:block" />
          <div ref={area} className="min-w-0 border-b border-line">
            <Ruler
              view={view}
              tempo={tempo}
              loop={prefs.loop}
              loopOn={loopOn}
              songSec={songSec}
              minLoopSec={minLoopSec}
              onSeek={seekTo}
              onLoop={(loop) => update((current) => ({ ...current, loop, loopOn: true }))}
            />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: the tracks are a group of focusable rows, not a form's fieldset. */}
          <div role="group" aria-label={MIXER_TEXT.tracks} className="contents">
            {lanes.map((lane) => {
              const track = lane.track;
              const sound: LaneSound = {
                colour: track.colour,
                startOffsetMs: lane.startOffsetMs,
                durationMs: lane.durationMs,
                peaksUrl: lane.file?.peaksUrl ?? null,
                hasFile: lane.file !== null,
              };
              const onB = side === 'B';
              return (
                <LaneRow
                  key={lane.id}
                  header={
                    <MixHeader
                      projectId={projectId}
                      track={track}
                      lane={lane}
                      muted={prefs.muted.includes(lane.id)}
                      soloed={prefs.soloed.includes(lane.id)}
                      audible={audible(prefs, lane.id)}
                      canEdit={canEdit && !lane.take}
                      onMute={() => toggle('muted', lane.id)}
                      onSolo={() => toggle('soloed', lane.id)}
                      focusable={lane.id === focusedId}
                      onFocus={() => setFocused(lane.id)}
                      headerRef={(element) => {
                        if (element) headers.current.set(lane.id, element);
                        else headers.current.delete(lane.id);
                      }}
                      menu={menuFor(track)}
                      warnings={
                        track.file?.analysis
                          ? analysisWarnings(track.file.analysis, {
                              tempoBpm: song.tempoBpm,
                              key: song.key,
                            })
                          : []
                      }
                    />
                  }
                  lane={
                    <LaneCanvas
                      sound={sound}
                      view={{ ...view, height: DESKTOP_LANE }}
                      dashed={lane.take === true}
                      dimmed={(lane.group === 'A' && onB) || (lane.group === 'B' && !onB)}
                    />
                  }
                  phoneLane={
                    <LaneCanvas
                      sound={sound}
                      view={{ ...view, height: PHONE_LANE }}
                      dashed={lane.take === true}
                    />
                  }
                  markers={
                    review ? (
                      <ThreadMarkers
                        threads={threadsOn(lane.id)}
                        view={view}
                        selectedId={selectedThread}
                        onOpen={openThread}
                      />
                    ) : null
                  }
                  note={
                    !track.file && !lane.take
                      ? MIXER_TEXT.deletedFile
                      : failed.has(lane.id)
                        ? 'This file could not be played in this browser.'
                        : null
                  }
                  pointer={lanePointer}
                />
              );
            })}
          </div>
        </div>
        <div aria-hidden className="pointer-events-none absolute top-0 bottom-0 left-0 sm:left-[184px]">
          <div
            ref={playhead}
            className="absolute top-0 bottom-0 w-0.5 bg-white/90 shadow-[0_0_6px_rgb(255_255_255/0.6)]"
          />
        </div>
      </div>
      {maxStart > 0 ? (
        <label
          className="flex items-center gap-3 px-3 py-2 text-xs text-ink-muted sm:pl-[calc(var(--header)+0.75rem)]"
          style={{ '--header': `${HEADER_WIDTH}px` } as React.CSSProperties}
        >
          <span className="sr-only">Scroll the song</span>
          <input
            type="range"
            min={0}
            max={maxStart}
            step={0.01}
            value={viewStart}
            onChange={(event) => setStartSec(Number(event.target.value))}
            className="h-6 w-full accent-accent-400"
          />
        </label>
      ) : null}
      {review ? (
        <SongThreads
          projectId={projectId}
          lanes={lanes}
          threads={review.threads}
          canComment={review.canComment}
          position={mixer.position}
          loop={loopOn ? prefs.loop : null}
          focusedLaneId={focusedId}
          selectedId={selectedThread}
          onOpen={openThread}
        />
      ) : null}
      <label className="sr-only">
        {MIXER_TEXT.playhead}
        <input
          type="range"
          min={0}
          max={songSec}
          step={0.1}
          value={Math.min(songSec, mixer.position())}
          onChange={(event) => seekTo(Number(event.target.value))}
        />
      </label>
    </section>
  );
}

/** A track's header with the band's fader and pan: a move is heard and shown at once, and sent about once a second. */
function MixHeader({
  projectId,
  lane,
  canEdit,
  ...header
}: Omit<Parameters<typeof TrackHeader>[0], 'gainDb' | 'pan' | 'onGain' | 'onPan' | 'onMixCommit'> & {
  projectId: string;
  lane: ViewLane;
}) {
  const mix = useTrackMix(projectId, lane.id);
  const editable = canEdit && mix.mix !== null;
  return (
    <TrackHeader
      {...header}
      canEdit={editable}
      gainDb={mix.mix?.gainDb ?? lane.gainDb}
      pan={mix.mix?.pan ?? lane.pan}
      onGain={(gainDb) => editable && mix.move({ gainDb })}
      onPan={(pan) => editable && mix.move({ pan })}
      onMixCommit={() => editable && mix.release()}
    />
  );
}

/** A track's row: header beside its lane on a desktop; a header strip above a full-width lane on a phone. */
function LaneRow({
  header,
  lane,
  phoneLane,
  markers,
  note,
  pointer,
}: {
  header: ReactNode;
  lane: ReactNode;
  phoneLane: ReactNode;
  /** Its comments' pins, over the waveform. */
  markers?: ReactNode;
  note: string | null;
  pointer: Record<string, (event: never) => void>;
}) {
  return (
    <>
      <div className="min-w-0 border-b border-line sm:border-r" style={{ minHeight: 40 }}>
        <div className="h-10 sm:h-[76px]">{header}</div>
      </div>
      <div className="relative min-w-0 cursor-pointer touch-pan-y border-b border-line" {...pointer}>
        <div className="hidden sm:block">{lane}</div>
        <div className="sm:hidden">{phoneLane}</div>
        {markers}
        {note ? (
          <p className="pointer-events-none absolute inset-x-2 bottom-1 truncate text-xs text-ink-faint">
            {note}
          </p>
        ) : null}
      </div>
    </>
  );
}
