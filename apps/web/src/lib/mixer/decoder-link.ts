import type { VoiceFile, WorkerEvent, WorkerRequest } from './messages';
import type { ReadRequest } from './scheduler';

/**
 * The engine's side of the decode worker (docs/design/music-tracks.md §6.2): it starts the worker,
 * opens a voice set and collects each voice's answer, and passes reads, cancels and what the worker
 * reports. Vite builds the worker from the `new Worker(new URL(…), { type: 'module' })` below into
 * a file of its own (with mediabunny, which nothing else imports), served from the app's origin:
 * the CSP's `worker-src 'self'` allows it.
 */

export type VoiceAnswer = Extract<WorkerEvent, { type: 'opened' | 'failed' }>;

export interface DecoderEvents {
  /** A voice's first block of `generation` reached the worklet. */
  delivered(voice: number, generation: number): void;
  /** A voice of the current load that had opened can no longer be read. */
  failed(voice: number, reason: string): void;
  /** The worker's script did not load (a network error, the CSP): nothing can be decoded. */
  broken(): void;
}

interface PendingLoad {
  load: number;
  answers: (VoiceAnswer | undefined)[];
  left: number;
  done: (answers: VoiceAnswer[] | null) => void;
}

export class DecoderLink {
  private readonly worker: Worker;
  /** Loads are numbered: a newer one makes an older one's answers stale. */
  private load = 0;
  private pending: PendingLoad | null = null;
  private heard = false;

  constructor(sampleRate: number, events: DecoderEvents) {
    this.worker = new Worker(new URL('./decode-worker.ts', import.meta.url), {
      type: 'module',
      name: 'mixer-decoder',
    });
    this.worker.onmessage = ({ data }: MessageEvent<WorkerEvent>) => {
      this.heard = true;
      if (data.type === 'delivered') {
        if (data.load === this.load) events.delivered(data.voice, data.generation);
      } else if (data.load === this.pending?.load) {
        this.answer(this.pending, data);
      } else if (data.type === 'failed' && data.load === this.load && !this.pending) {
        events.failed(data.voice, data.reason);
      }
    };
    this.worker.onerror = (event) => {
      // After it has spoken, an error is one file's (told as `failed`), not the worker's.
      if (this.heard) return;
      event.preventDefault();
      this.pending?.done(null);
      events.broken();
    };
    this.send({ type: 'init', sampleRate });
  }

  /**
   * Opens `files` (index i is the worklet's output i; null: a voice without a file), its blocks to
   * go to the worklet over `port`. Answers each voice's channels and length, or why it cannot play;
   * null when a newer load or `dispose` came first.
   */
  open(files: (VoiceFile | null)[], port: MessagePort): Promise<VoiceAnswer[] | null> {
    this.pending?.done(null);
    const load = ++this.load;
    return new Promise((resolve) => {
      const pending: PendingLoad = {
        load,
        answers: new Array(files.length),
        left: files.length,
        done: (answers) => {
          if (this.pending === pending) this.pending = null;
          resolve(answers);
        },
      };
      this.pending = pending;
      this.send({ type: 'load', load, voices: files, port }, [port]);
      if (files.length === 0) pending.done([]);
    });
  }

  read(requests: ReadRequest[]): void {
    if (requests.length > 0) this.send({ type: 'read', requests });
  }

  cancel(generation: number): void {
    this.send({ type: 'cancel', generation });
  }

  dispose(): void {
    this.pending?.done(null);
    this.send({ type: 'dispose' });
    this.worker.terminate();
  }

  private answer(pending: PendingLoad, answer: VoiceAnswer): void {
    if (pending.answers[answer.voice] !== undefined) return;
    pending.answers[answer.voice] = answer;
    if (--pending.left === 0) pending.done(pending.answers as VoiceAnswer[]);
  }

  private send(message: WorkerRequest, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }
}
