import { type DecoderEvents, DecoderLink } from './decoder-link';
import { createMasterBus, type MasterBus } from './engine-graph';
import type { EngineFailure } from './engine-state';
import workletUrl from './mixer-worklet.ts?worker&url';

/**
 * What the engine opens once and closes with `dispose` (docs/design/music-tracks.md §6.2): the
 * context at the device's rate with `latencyHint: 'playback'`, the mixer worklet's module, the
 * decode worker and the master bus.
 *
 * The worklet is a file of its own that Vite bundles from the `?worker&url` import above (as it
 * bundles a worker): a same-origin script, which the app's CSP (`script-src 'self'`) allows. Vite 8
 * does not build `addModule(new URL('./mixer-worklet.ts', import.meta.url))`: it copies the file
 * as it is, TypeScript and all, inlined as a data: URL that the CSP would refuse anyway.
 */

export interface Opened {
  context: AudioContext;
  decoder: DecoderLink;
  master: MasterBus;
}

export class EngineFailed extends Error {
  constructor(readonly reason: EngineFailure) {
    super(reason);
  }
}

export async function openEngine(
  options: AudioContextOptions | undefined,
  events: DecoderEvents,
): Promise<Opened> {
  if (typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined')
    throw new EngineFailed('unsupported');
  const context = new AudioContext({ latencyHint: 'playback', ...options });
  try {
    await context.audioWorklet.addModule(workletUrl);
  } catch {
    void context.close().catch(() => {});
    throw new EngineFailed('load-failed');
  }
  return { context, decoder: new DecoderLink(context.sampleRate, events), master: createMasterBus(context) };
}

export function closeEngine({ context, decoder, master }: Opened): void {
  decoder.dispose();
  master.disconnect();
  void context.close().catch(() => {});
}
