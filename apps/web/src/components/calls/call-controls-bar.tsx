import { Mic, MicOff, MonitorOff, MonitorUp, Phone, PhoneOff, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CallController } from '@/lib/calls/call-controller';
import type { ActiveCall } from '@/lib/calls/call-types';
import { cn } from '@/lib/cn';

const round =
  'inline-grid size-12 shrink-0 place-items-center rounded-full transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2';
const tones = {
  neutral: 'bg-white/10 text-white hover:bg-white/20',
  off: 'bg-white text-zinc-900 hover:bg-zinc-200',
  end: 'bg-rose-600 text-white hover:bg-rose-700',
  accept: 'bg-emerald-600 text-white hover:bg-emerald-700',
};

function RoundButton({
  label,
  tone,
  pressed,
  onClick,
  children,
  small = false,
}: {
  label: string;
  tone: keyof typeof tones;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  small?: boolean;
}) {
  return (
    <span className="flex flex-col items-center gap-1.5">
      <button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        title={label}
        onClick={onClick}
        className={cn(round, tones[tone], small && 'size-10')}
      >
        {children}
      </button>
      {!small && <span className="text-xs text-white/70">{label}</span>}
    </span>
  );
}

const canShareScreen = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

/** SPEC.md §2.4 "Call controls bar", in a call: mute/unmute and End call (ours: camera and screen share). */
export function InCallControls({
  call,
  controller,
  compact = false,
}: {
  call: ActiveCall | null;
  controller: CallController;
  compact?: boolean;
}) {
  const local = call?.local;
  const icon = compact ? 'size-4' : 'size-5';
  return (
    <div role="toolbar" aria-label="Call controls" className="flex items-start justify-center gap-3 sm:gap-5">
      {local && (
        <>
          <RoundButton
            small={compact}
            label={local.muted ? 'Unmute' : 'Mute'}
            tone={local.muted ? 'off' : 'neutral'}
            onClick={() => void controller.toggleMute()}
          >
            {local.muted ? <MicOff aria-hidden className={icon} /> : <Mic aria-hidden className={icon} />}
          </RoundButton>
          {!compact && (
            <RoundButton
              label={local.video ? 'Stop video' : 'Start video'}
              tone={local.video ? 'neutral' : 'off'}
              onClick={() => void controller.toggleVideo()}
            >
              {local.video ? (
                <Video aria-hidden className={icon} />
              ) : (
                <VideoOff aria-hidden className={icon} />
              )}
            </RoundButton>
          )}
          {!compact && canShareScreen() && (
            <RoundButton
              label={local.screen ? 'Stop sharing' : 'Share screen'}
              tone="neutral"
              pressed={local.screen}
              onClick={() => void controller.toggleScreenShare()}
            >
              {local.screen ? (
                <MonitorOff aria-hidden className={icon} />
              ) : (
                <MonitorUp aria-hidden className={icon} />
              )}
            </RoundButton>
          )}
        </>
      )}
      <RoundButton small={compact} label="End call" tone="end" onClick={() => controller.hangUp()}>
        <PhoneOff aria-hidden className={icon} />
      </RoundButton>
    </div>
  );
}

/** SPEC.md §2.4 "Call controls bar", incoming call: Accept and Reject. */
export function IncomingControls({ controller }: { controller: CallController }) {
  return (
    <div className="flex items-start justify-center gap-8">
      <RoundButton label="Reject" tone="end" onClick={() => controller.reject()}>
        <PhoneOff aria-hidden className="size-5" />
      </RoundButton>
      <RoundButton label="Accept" tone="accept" onClick={() => controller.accept()}>
        <Phone aria-hidden className="size-5" />
      </RoundButton>
    </div>
  );
}
