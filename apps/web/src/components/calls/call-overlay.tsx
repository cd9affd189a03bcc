import { useQuery } from '@tanstack/react-query';
import { Maximize2, MicOff, Minimize2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { personQuery } from '@/entities/users';
import { useCallController, useCallState } from '@/hooks/calls/calls-provider';
import { useRingtoneBlocked } from '@/hooks/calls/use-ringtone-blocked';
import type { CallController } from '@/lib/calls/call-controller';
import { showIncomingCallNotification } from '@/lib/calls/call-notification';
import type { ActiveCall, Call, CallState } from '@/lib/calls/call-types';
import { cn } from '@/lib/cn';
import { InCallControls, IncomingControls } from './call-controls-bar';
import { connectionLabel } from './call-format';
import { TrackAudio, TrackVideo } from './media-elements';

/** The other person as the call screens show them: their full name and picture once loaded. */
function usePeer(call: Call) {
  const { data } = useQuery({ ...personQuery(call.peer.userId), staleTime: 5 * 60_000 });
  return { name: data?.fullName.trim() || call.peer.username, avatarUrl: data?.avatarUrl ?? null };
}

const statusLine = (state: Exclude<CallState, { status: 'idle' }>) =>
  state.status === 'active' ? connectionLabel(state.connection, state.duration) : 'Calling…';

/** Their video when they send it; else their picture. */
function remoteVideo(state: ActiveCall | null): MediaStreamTrack | null {
  return state?.remote.video && state.remoteMedia.video ? state.remote.video : null;
}

/**
 * This tab's call, above every page (mounted in RootLayout): the incoming call with Accept and
 * Reject, the ringing and active call full screen, or minimised to a small card while browsing.
 */
export function CallOverlay() {
  const controller = useCallController();
  const state = useCallState();
  const [minimized, setMinimized] = useState(false);
  const callId = state.status === 'idle' ? null : state.call.callId;
  useEffect(() => {
    if (callId) setMinimized(false);
  }, [callId]);

  if (!controller || state.status === 'idle') return null;
  if (state.status === 'incoming') return <IncomingCall call={state.call} controller={controller} />;
  const active = state.status === 'active' ? state : null;
  return (
    <>
      {active?.remote.audio && <TrackAudio track={active.remote.audio} />}
      {minimized ? (
        <MiniCall state={state} controller={controller} onExpand={() => setMinimized(false)} />
      ) : (
        <CallScreen state={state} controller={controller} onMinimize={() => setMinimized(true)} />
      )}
    </>
  );
}

/** Said on the incoming call while the browser keeps its ringtone silent. */
export const SOUND_BLOCKED_NOTICE = 'Sound is blocked by your browser — click anywhere to hear calls';

function IncomingCall({ call, controller }: { call: Call; controller: CallController }) {
  const peer = usePeer(call);
  const kind = call.video ? 'video' : 'audio';
  const silent = useRingtoneBlocked();
  const { callId, video } = call;
  // Not heard: a system notification too, where the user allows them; gone with the ringing.
  const caller = call.peer.username; // not the full name, which loads later and would notify twice
  useEffect(() => {
    if (!silent) return;
    return showIncomingCallNotification(caller, { video, callId }) ?? undefined;
  }, [silent, caller, video, callId]);
  return (
    <div
      role="alertdialog"
      aria-labelledby="incoming-call-title"
      aria-describedby="incoming-call-kind"
      className="fixed inset-x-0 top-4 z-[60] mx-auto w-[min(24rem,calc(100%-2rem))] animate-pop-in rounded-2xl border border-line-strong bg-surface-2/95 p-5 shadow-2xl shadow-black/60 backdrop-blur"
    >
      <div className="mb-5 flex items-center gap-4">
        <span className="relative">
          <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-emerald-400/30" />
          <Avatar src={peer.avatarUrl} name={peer.name} size="lg" />
        </span>
        <div className="min-w-0">
          <p id="incoming-call-title" className="truncate text-lg font-semibold text-ink">
            {peer.name}
          </p>
          <p id="incoming-call-kind" className="text-sm text-ink-muted">
            Incoming {kind} call
          </p>
        </div>
      </div>
      {silent && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
        >
          <VolumeX aria-hidden className="mt-0.5 size-4 shrink-0" />
          {SOUND_BLOCKED_NOTICE}
        </p>
      )}
      <IncomingControls controller={controller} />
    </div>
  );
}

function PeerHeading({
  state,
  size,
}: {
  state: Exclude<CallState, { status: 'idle' | 'incoming' }>;
  size: 'lg' | 'sm';
}) {
  const peer = usePeer(state.call);
  const mutedThem = state.status === 'active' && !state.remoteMedia.audio;
  return (
    <div className="min-w-0">
      <p
        className={cn(
          'flex min-w-0 items-center gap-2 font-semibold text-white',
          size === 'lg' ? 'text-xl' : 'text-sm',
        )}
      >
        <span className="truncate">{peer.name}</span>
        {mutedThem && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-black/40 px-2 py-0.5 text-xs font-normal text-white/80">
            <MicOff aria-hidden className="size-3" /> Muted
          </span>
        )}
      </p>
      <p role="status" className={cn('tabular-nums text-white/70', size === 'lg' ? 'text-sm' : 'text-xs')}>
        {statusLine(state)}
      </p>
    </div>
  );
}

function CallScreen({
  state,
  controller,
  onMinimize,
}: {
  state: Exclude<CallState, { status: 'idle' | 'incoming' }>;
  controller: CallController;
  onMinimize: () => void;
}) {
  const peer = usePeer(state.call);
  const active = state.status === 'active' ? state : null;
  const theirs = remoteVideo(active);
  const mine = state.status === 'outgoing' ? state.preview : state.localVideo;
  return (
    <section
      aria-label={`Call with ${peer.name}`}
      className="fixed inset-0 z-[60] flex animate-fade-in flex-col bg-zinc-950/95 text-white backdrop-blur"
    >
      <div className="relative min-h-0 flex-1">
        {theirs ? (
          <TrackVideo track={theirs} label={`${peer.name}'s video`} fit="contain" />
        ) : (
          <div className="grid size-full place-items-center p-6 text-center">
            <div className="flex flex-col items-center gap-4">
              <Avatar
                src={peer.avatarUrl}
                name={peer.name}
                size="xl"
                className={cn(!active && 'animate-pulse')}
              />
              <PeerHeading state={state} size="lg" />
            </div>
          </div>
        )}
        {theirs && (
          <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-black/70 to-transparent p-4 sm:p-6">
            <PeerHeading state={state} size="lg" />
          </div>
        )}
        <button
          type="button"
          aria-label="Minimize call"
          title="Minimize call"
          onClick={onMinimize}
          className={buttonClass('ghost', 'icon', 'absolute top-3 right-3 text-white/80 hover:text-white')}
        >
          <Minimize2 aria-hidden className="size-5" />
        </button>
        {mine && (
          <div className="absolute right-3 bottom-3 aspect-video w-28 overflow-hidden rounded-xl border border-white/15 shadow-xl sm:right-6 sm:bottom-6 sm:w-48">
            <TrackVideo track={mine} label="Your video" mirror={!active?.local.screen} />
          </div>
        )}
      </div>
      <footer className="px-4 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <InCallControls call={active} controller={controller} />
      </footer>
    </section>
  );
}

function MiniCall({
  state,
  controller,
  onExpand,
}: {
  state: Exclude<CallState, { status: 'idle' | 'incoming' }>;
  controller: CallController;
  onExpand: () => void;
}) {
  const peer = usePeer(state.call);
  const active = state.status === 'active' ? state : null;
  const theirs = remoteVideo(active);
  return (
    <section
      aria-label={`Call with ${peer.name}`}
      className="fixed right-3 bottom-3 z-[60] w-[min(20rem,calc(100%-1.5rem))] animate-pop-in overflow-hidden rounded-2xl border border-line-strong bg-zinc-900/95 text-white shadow-2xl shadow-black/60 backdrop-blur"
    >
      {theirs && (
        <div className="aspect-video">
          <TrackVideo track={theirs} label={`${peer.name}'s video`} />
        </div>
      )}
      <div className="flex items-center gap-3 p-3">
        {!theirs && <Avatar src={peer.avatarUrl} name={peer.name} size="md" />}
        <div className="min-w-0 flex-1">
          <PeerHeading state={state} size="sm" />
        </div>
        <button
          type="button"
          aria-label="Expand call"
          title="Expand call"
          onClick={onExpand}
          className={buttonClass('ghost', 'icon', 'size-9 text-white/80 hover:text-white')}
        >
          <Maximize2 aria-hidden className="size-4" />
        </button>
        <InCallControls call={active} controller={controller} compact />
      </div>
    </section>
  );
}
