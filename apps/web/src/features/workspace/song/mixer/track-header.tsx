import { TRACK_GAIN_DB, TRACK_PAN, type Track } from '@create-together/contract';
import { AlertTriangle, MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { buttonClass } from '@/components/ui/button';
import { MenuContent } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { TRACK_COLOUR_CHIP } from '../track-colours';
import { MIXER_TEXT } from './mixer-constants';

/** "−6.0 dB", "0 dB", "−∞" (at the fader's floor, −60). */
export function formatGain(db: number): string {
  if (db <= TRACK_GAIN_DB.min) return '−∞ dB';
  if (db === 0) return '0 dB';
  return `${db > 0 ? '+' : '−'}${Math.abs(db).toFixed(1)} dB`;
}

/** "C", "L 30", "R 100". */
export function formatPan(pan: number): string {
  if (pan === 0) return 'C';
  return `${pan < 0 ? 'L' : 'R'} ${Math.abs(pan)}`;
}

function Toggle({
  pressed,
  onClick,
  label,
  short,
  tone,
  compact = false,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  short: string;
  tone: 'mute' | 'solo';
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      tabIndex={-1}
      onClick={onClick}
      className={cn(
        'grid shrink-0 place-items-center rounded-md border text-xs font-semibold transition-colors',
        compact ? 'size-6' : 'size-8',
        pressed
          ? tone === 'mute'
            ? 'border-amber-400/60 bg-amber-400/20 text-amber-200'
            : 'border-sky-400/60 bg-sky-400/20 text-sky-200'
          : 'border-line-strong text-ink-muted hover:text-ink',
      )}
    >
      {short}
    </button>
  );
}

/** The two controls of a track's mix: their ranges are the contract's, so the server takes any value they give. */
const MIX_CONTROLS = {
  gain: { label: MIXER_TEXT.gain, ...TRACK_GAIN_DB, step: 0.5, format: formatGain },
  pan: { label: MIXER_TEXT.pan, ...TRACK_PAN, step: 1, format: formatPan },
} as const;

/** A fader or a pan knob as a range input: the band's mix for editors, read-only for listeners. */
export function MixSlider({
  kind,
  value,
  disabled,
  onChange,
  onCommit,
  large = false,
  bare = false,
}: {
  kind: keyof typeof MIX_CONTROLS;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
  onCommit?: () => void;
  large?: boolean;
  /** No visible label (it is read out still): beside M and S. */
  bare?: boolean;
}) {
  const { label, min, max, step, format } = MIX_CONTROLS[kind];
  return (
    <label className={cn('flex min-w-0 items-center gap-2 text-xs text-ink-muted', large && 'text-sm')}>
      <span className={bare ? 'sr-only' : 'w-8 shrink-0'}>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        tabIndex={-1}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={onCommit}
        onKeyUp={onCommit}
        className={cn('min-w-0 flex-1 accent-accent-400 disabled:opacity-60', large ? 'h-11' : 'h-6')}
      />
      <span className={'w-14 shrink-0 text-right whitespace-nowrap tabular-nums'}>{format(value)}</span>
    </label>
  );
}

/**
 * A track's header: its colour, name and role, the listener's mute and solo, and the band's gain
 * and pan (editable by editors). One focusable row per track (roving focus: ↑/↓ move, M and S act).
 */
export function TrackHeader({
  track,
  muted,
  soloed,
  audible,
  canEdit,
  gainDb,
  pan,
  onMute,
  onSolo,
  onGain,
  onPan,
  onMixCommit,
  focusable,
  onFocus,
  headerRef,
  menu,
  warnings = [],
}: {
  track: Track;
  muted: boolean;
  soloed: boolean;
  audible: boolean;
  canEdit: boolean;
  gainDb: number;
  pan: number;
  onMute: () => void;
  onSolo: () => void;
  onGain: (db: number) => void;
  onPan: (pan: number) => void;
  onMixCommit: () => void;
  focusable: boolean;
  onFocus: () => void;
  headerRef: Ref<HTMLDivElement>;
  /** The "…" menu's items (editing, the mix on a phone). */
  menu: ReactNode;
  /** What to look at in its file (clipping, a tempo or key the song lacks): an amber mark. */
  warnings?: string[];
}) {
  const state = [
    track.role,
    muted ? 'muted' : null,
    soloed ? 'soloed' : null,
    track.file ? null : 'file deleted',
    ...warnings,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of controls that is itself focusable (roving focus), not a fieldset.
    <div
      ref={headerRef}
      role="group"
      tabIndex={focusable ? 0 : -1}
      aria-label={state ? `${track.name}, ${state}` : track.name}
      data-track-id={track.id}
      onFocus={onFocus}
      className={cn(
        'flex h-full min-w-0 flex-col justify-center gap-1 px-2 outline-none focus-visible:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-inset',
        !audible && 'opacity-60',
      )}
    >
      <div className="flex min-w-0 items-center gap-1.5">
        <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', TRACK_COLOUR_CHIP[track.colour])} />
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={track.name}>
          {track.name}
          {track.role ? (
            <span className="ml-1.5 text-xs font-normal text-ink-faint">{track.role}</span>
          ) : null}
        </span>
        {warnings.length > 0 ? (
          <span title={warnings.join('\n')} className="shrink-0 text-amber-300">
            <AlertTriangle aria-hidden className="size-3.5" />
          </span>
        ) : null}
        {/* On a phone the strip holds M and S; on a desktop they sit by the fader. */}
        <span className="flex gap-1 sm:hidden">
          <Toggle
            pressed={muted}
            onClick={onMute}
            label={`${MIXER_TEXT.mute} ${track.name}`}
            short="M"
            tone="mute"
          />
          <Toggle
            pressed={soloed}
            onClick={onSolo}
            label={`${MIXER_TEXT.solo} ${track.name}`}
            short="S"
            tone="solo"
          />
        </span>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={`More for ${track.name}`}
            tabIndex={-1}
            className={buttonClass('ghost', 'sm', 'size-8 px-0 sm:size-6')}
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent align="end">{menu}</MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <div className="hidden min-w-0 items-center gap-1 sm:flex">
        <Toggle
          pressed={muted}
          onClick={onMute}
          label={`${MIXER_TEXT.mute} ${track.name}`}
          short="M"
          tone="mute"
          compact
        />
        <Toggle
          pressed={soloed}
          onClick={onSolo}
          label={`${MIXER_TEXT.solo} ${track.name}`}
          short="S"
          tone="solo"
          compact
        />
        <MixSlider
          kind="gain"
          value={gainDb}
          disabled={!canEdit}
          onChange={onGain}
          onCommit={onMixCommit}
          bare
        />
      </div>
      <div className="hidden sm:block">
        <MixSlider kind="pan" value={pan} disabled={!canEdit} onChange={onPan} onCommit={onMixCommit} />
      </div>
    </div>
  );
}
