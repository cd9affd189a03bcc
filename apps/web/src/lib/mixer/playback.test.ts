import { describe, expect, it } from 'vitest';
import { RENDER_QUANTUM } from './constants';
import { type MixerBlock, MixerCore, type MixerEvent } from './mixer-core';
import { type ReadRequest, Scheduler, type VoicePlacement } from './scheduler';
import { type PlayPlan, playToSongFrame } from './timing';

// The pure parts of playback run together — the scheduler's reads, a reader, the worklet core —
// as the engine will run them across the worker and the audio thread.

const RATE = 48_000;
const S = RATE; // frames in a second
const AHEAD = 3 * S;

/**
 * The scheduler, a reader that fills each block with the file frame each sample is (+1, so 0 is
 * silence), and the worklet core, run together quantum by quantum: every sample out must be the
 * file frame the plan puts under its play frame.
 */
function session(placements: VoicePlacement[], startContextFrame: number) {
  const events: MixerEvent[] = [];
  const sent: MixerBlock[] = [];
  const released: MixerBlock[] = [];
  const core = new MixerCore(placements.length, RATE, {
    release: (block) => released.push(block),
    event: (e) => events.push(e),
  });
  const scheduler = new Scheduler(placements, { aheadFrames: AHEAD });
  let contextFrame = startContextFrame;
  let handled = 0;

  const read = (request: ReadRequest): MixerBlock => {
    const { fileFrame } = request;
    const channels =
      fileFrame === null
        ? []
        : [Float32Array.from({ length: 8_192 }, (_, i) => (i < request.length ? fileFrame + i + 1 : -1))];
    return { ...request, channels };
  };
  const feed = () => {
    for (const request of scheduler.requests()) {
      const block = read(request);
      sent.push(block);
      core.command({ type: 'block', block });
      scheduler.delivered(request.voice, request.generation);
    }
  };
  const begin = (plan: PlayPlan) => {
    core.command({ type: 'stop' });
    const generation = scheduler.begin(plan, { nowMs: 0, strict: true });
    feed();
    expect(scheduler.readyToStart(0)).toBe(true);
    core.command({ type: 'start', generation, atFrame: contextFrame + 300, endFrame: scheduler.endFrame });
    return contextFrame + 300;
  };
  /** Renders `frames` more frames; answers each voice's samples and the context frame it started at. */
  const render = (frames: number) => {
    const heard = placements.map(() => new Float32Array(frames));
    const from = contextFrame;
    for (let done = 0; done < frames; done += RENDER_QUANTUM, contextFrame += RENDER_QUANTUM) {
      const outputs = placements.map(() => [new Float32Array(RENDER_QUANTUM)]);
      core.render(contextFrame, outputs);
      outputs.forEach(([channel], v) => {
        heard[v]?.set(channel as Float32Array, done);
      });
      for (; handled < events.length; handled++) {
        const event = events[handled] as MixerEvent;
        if (event.type === 'position') scheduler.position(event.generation, event.playFrame);
      }
      feed();
    }
    return { heard, from };
  };
  return { begin, render, events, sent, released };
}

/** Checks every frame heard against the plan; answers how many were file audio. */
function expectHeard(
  heard: Float32Array[],
  heardFrom: number,
  startedAt: number,
  plan: PlayPlan,
  placements: VoicePlacement[],
): number {
  let audio = 0;
  const wrong: string[] = [];
  heard.forEach((samples, v) => {
    const placement = placements[v] as VoicePlacement;
    samples.forEach((sample, i) => {
      const playFrame = heardFrom + i - startedAt;
      const song = playFrame < 0 ? null : playToSongFrame(plan, playFrame);
      const file = song === null ? -1 : song - placement.offsetFrames;
      const want = file >= 0 && file < placement.lengthFrames ? file + 1 : 0;
      if (want > 0) audio++;
      if (sample !== want && wrong.length < 5)
        wrong.push(`voice ${v} play frame ${playFrame}: ${sample}, not ${want}`);
    });
  });
  expect(wrong).toEqual([]);
  return audio;
}

describe('scheduler and worklet core together', () => {
  it('plays three laps of a loop with every sample at the song position its play frame maps to', () => {
    const placements: VoicePlacement[] = [
      { offsetFrames: 0, lengthFrames: 4 * S },
      { offsetFrames: 1.2 * S, lengthFrames: 0.5 * S },
      { offsetFrames: 0, lengthFrames: 0 },
    ];
    const plan: PlayPlan = { from: 0.5 * S, loop: { start: S, end: 1.75 * S + 37 }, songEnd: 4 * S };
    const { begin, render, events } = session(placements, 1_000);
    const startedAt = begin(plan);
    const { heard, from } = render(4 * S);
    expect(expectHeard(heard, from, startedAt, plan, placements)).toBeGreaterThan(4 * S);
    expect(events.filter((e) => e.type === 'underrun')).toEqual([]);
  });

  it('plays from the new place after a seek, then ends at the song end without an underrun', () => {
    const placements: VoicePlacement[] = [
      { offsetFrames: 0, lengthFrames: 6 * S },
      { offsetFrames: 2 * S, lengthFrames: 2 * S },
    ];
    const { begin, render, events, sent, released } = session(placements, 0);
    const first: PlayPlan = { from: 0, loop: null, songEnd: 6 * S };
    const firstStart = begin(first);
    const before = render(S);
    expectHeard(before.heard, before.from, firstStart, first, placements);
    const seek: PlayPlan = { from: 3.5 * S, loop: null, songEnd: 6 * S };
    const seekStart = begin(seek);
    const after = render(3 * S);
    expectHeard(after.heard, after.from, seekStart, seek, placements);
    expect(events.filter((e) => e.type === 'ended')).toEqual([{ type: 'ended', generation: 2 }]);
    expect(events.filter((e) => e.type === 'underrun')).toEqual([]);
    // Every block went back to the pool, once: the seek's dropped ones and the played ones.
    expect(new Set(released).size).toBe(released.length);
    expect(new Set(released)).toEqual(new Set(sent));
  });
});
