import { createStore } from 'zustand/vanilla';
import { callSettingsStore } from './call-settings';

/** SPEC.md §9 "Calls": sound volume 0.5 — the master gain every effect goes through. */
export const CALL_SOUND_VOLUME = 0.5;
/** The ringtone's "ring-ring" starts again this often until it is stopped. */
export const RING_INTERVAL_MS = 3000;

export type CallSoundEffect = 'connect' | 'end' | 'reject';

/** One tone: from `at` seconds for `duration` seconds, gliding to `glideTo` Hz if given. */
interface Tone {
  frequency: number;
  at: number;
  duration: number;
  glideTo?: number;
  wave?: OscillatorType;
}

// Each tone's own level below the master gain; two at once still stay under full scale.
const TONE_PEAK = 0.4;
// A fast rise and a decay to near silence before the stop, so nothing clicks.
const ATTACK_S = 0.015;
const NEAR_SILENCE = 0.001;
// How quickly a stopped ringtone fades (time constant of the fade, in seconds).
const RING_FADE_S = 0.02;

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const D5 = 587.33;
const D4 = 293.66;

/** A soft major third, like an old phone's two bells. */
const ringBurst = (at: number): Tone[] => [
  { frequency: C5, at, duration: 0.4 },
  { frequency: E5, at, duration: 0.4 },
];

const RINGTONE: readonly Tone[] = [...ringBurst(0), ...ringBurst(0.5)];

const EFFECTS: Record<CallSoundEffect, readonly Tone[]> = {
  // Rising: you are through.
  connect: [
    { frequency: C5, at: 0, duration: 0.18 },
    { frequency: G5, at: 0.12, duration: 0.35 },
  ],
  // Falling: the call is over.
  end: [{ frequency: D5, glideTo: D4, at: 0, duration: 0.45 }],
  // Low and twice: declined.
  reject: [
    { frequency: D4, at: 0, duration: 0.16, wave: 'triangle' },
    { frequency: D4, at: 0.22, duration: 0.16, wave: 'triangle' },
  ],
};

interface CallAudio {
  context: AudioContext;
  master: GainNode;
}

let audio: CallAudio | null = null;
let ringing: { bus: GainNode; timer: ReturnType<typeof setInterval> } | null = null;

/**
 * Whether a call is ringing that the browser keeps silent: its audio stays suspended until the
 * page has been clicked or typed in. The incoming-call banner says so while it is true
 * (`useRingtoneBlocked`, hooks/calls/use-ringtone-blocked.ts).
 */
export const ringtoneBlockedStore = createStore<boolean>(() => false);

function createAudio(): CallAudio | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    const context = new AudioContext();
    const master = context.createGain();
    master.gain.value = CALL_SOUND_VOLUME;
    master.connect(context.destination);
    // Once the browser lets it play (a click anywhere), a ringing call is heard from then on.
    context.addEventListener('statechange', () => {
      if (context.state === 'running') ringtoneBlockedStore.setState(false, true);
    });
    return { context, master };
  } catch {
    return null;
  }
}

/** The one shared context, created on first use; null where Web Audio is missing. */
function output(): CallAudio | null {
  audio ??= createAudio();
  // Browsers start a context suspended until a user gesture; a later sound tries again.
  if (audio?.context.state === 'suspended') audio.context.resume().catch(() => {});
  return audio;
}

function schedule(tones: readonly Tone[], into: AudioNode, context: AudioContext): void {
  const now = context.currentTime;
  for (const tone of tones) {
    const start = now + tone.at;
    const end = start + tone.duration;
    const oscillator = context.createOscillator();
    oscillator.type = tone.wave ?? 'sine';
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    if (tone.glideTo) oscillator.frequency.exponentialRampToValueAtTime(tone.glideTo, end);
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(0, start);
    envelope.gain.linearRampToValueAtTime(TONE_PEAK, start + ATTACK_S);
    envelope.gain.exponentialRampToValueAtTime(NEAR_SILENCE, end);
    oscillator.connect(envelope).connect(into);
    oscillator.start(start);
    oscillator.stop(end);
  }
}

const soundsEnabled = () => callSettingsStore.getState().soundsEnabled;

/**
 * Call sounds, synthesised with the Web Audio API so there is nothing to download or license
 * (SPEC.md §9 "Calls": volume 0.5, every effect on unless the user turns them off in settings).
 */
export const callSounds = {
  /** A one-off effect; silent when call sounds are off or Web Audio is missing. */
  play(effect: CallSoundEffect): void {
    if (!soundsEnabled()) return;
    const out = output();
    if (out) schedule(EFFECTS[effect], out.master, out.context);
  },

  /** Starts the incoming-call ringtone until `stopRinging`; does nothing if already ringing. */
  startRinging(): void {
    if (ringing || !soundsEnabled()) return;
    const out = output();
    if (!out) return;
    // Its own gain, so stopping can fade out a ring that is half-way through.
    const bus = out.context.createGain();
    bus.connect(out.master);
    const ring = () => schedule(RINGTONE, bus, out.context);
    ring();
    ringing = { bus, timer: setInterval(ring, RING_INTERVAL_MS) };
    // Still suspended: nobody has touched this tab since it loaded, and the browser refuses sound.
    ringtoneBlockedStore.setState(out.context.state !== 'running', true);
  },

  /** Fades the ringtone out at once; harmless when not ringing. */
  stopRinging(): void {
    ringtoneBlockedStore.setState(false, true);
    if (!ringing) return;
    clearInterval(ringing.timer);
    ringing.bus.gain.setTargetAtTime(0, ringing.bus.context.currentTime, RING_FADE_S);
    ringing = null;
  },
};

// Turning the sounds off while a call rings silences it there and then.
callSettingsStore.subscribe((state) => {
  if (!state.soundsEnabled) callSounds.stopRinging();
});

// A touch activates the page only when it ends (HTML's activation-triggering events): pointerup too.
const GESTURES = ['pointerdown', 'pointerup', 'keydown'] as const;

/**
 * Browsers start audio suspended until the page gets a click or a key press, and a tab left
 * untouched since it loaded would ring in silence. So the first gesture of the session (any, on
 * any page) creates and resumes the shared context; later gestures try again until it runs.
 * Returns the way to stop listening.
 */
export function unlockCallAudioOnGesture(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const stop = () => {
    for (const type of GESTURES) target.removeEventListener(type, unlock, true);
  };
  function unlock() {
    const out = output();
    if (!out || out.context.state === 'running') stop();
  }
  for (const type of GESTURES) target.addEventListener(type, unlock, true);
  return stop;
}
