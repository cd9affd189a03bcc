import type { TrackMix } from './song-model';

/** A fader still moving is sent at most once a second (docs/design/music-tracks.md §6.4)… */
export const MIX_SEND_EVERY_MS = 1000;
/** …and a quarter of a second after it stops, if it is not let go first. */
export const MIX_SEND_QUIET_MS = 250;

export interface MixSenderOptions {
  /** Sends one PATCH with these values; settles when answered. */
  send: (mix: Partial<TrackMix>) => Promise<unknown>;
  /** Every value moved to has been answered. */
  onIdle: () => void;
  /** A PATCH was refused or failed: the values not yet sent are dropped with it. */
  onFailed: (error: unknown) => void;
}

/**
 * When a fader's or pan knob's moves go to the server: while the pointer moves, at most once a
 * second (about 250 ms after it stops, at the latest a second after the first unsent move); when
 * it is let go, at once. One PATCH at a time, each with the latest values not yet sent, so the
 * last value the pointer gave is the one the server keeps. Clocked by `setTimeout` and `Date.now()`.
 */
export class MixSender {
  private unsent: Partial<TrackMix> | null = null;
  private firstUnsentAt = 0;
  private lastMoveAt = 0;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private sendWhenAnswered = false;

  constructor(private readonly options: MixSenderOptions) {}

  /** Whether a value moved to is still unsent or unanswered. */
  get busy(): boolean {
    return this.unsent !== null || this.sending;
  }

  /** The pointer moved the fader or knob to these values. */
  move(mix: Partial<TrackMix>): void {
    const now = Date.now();
    if (!this.unsent) this.firstUnsentAt = now;
    this.unsent = { ...this.unsent, ...mix };
    this.lastMoveAt = now;
    clearTimeout(this.timer);
    const due = Math.max(
      Math.min(this.lastMoveAt + MIX_SEND_QUIET_MS, this.firstUnsentAt + MIX_SEND_EVERY_MS),
      this.lastSentAt + MIX_SEND_EVERY_MS,
    );
    this.timer = setTimeout(() => this.flush(), Math.max(0, due - now));
  }

  /** The pointer let go (or a key set a value): what is unsent goes now, or as soon as the PATCH on its way is answered. */
  release(): void {
    this.flush();
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const mix = this.unsent;
    if (!mix) return;
    if (this.sending) {
      this.sendWhenAnswered = true;
      return;
    }
    this.unsent = null;
    this.sending = true;
    this.lastSentAt = Date.now();
    this.options.send(mix).then(
      () => this.answered(),
      (error: unknown) => this.failed(error),
    );
  }

  private answered(): void {
    this.sending = false;
    if (this.sendWhenAnswered) {
      this.sendWhenAnswered = false;
      this.flush();
    }
    if (!this.busy) this.options.onIdle();
  }

  private failed(error: unknown): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsent = null;
    this.sending = false;
    this.sendWhenAnswered = false;
    this.options.onFailed(error);
  }
}
