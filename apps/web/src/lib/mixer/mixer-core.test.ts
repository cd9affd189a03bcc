import { describe, expect, it } from 'vitest';
import { POSITION_EVERY_FRAMES, RENDER_QUANTUM } from './constants';
import { type MixerBlock, MixerCore, type MixerEvent } from './mixer-core';

const RATE = 48_000;

/** A sample that says which voice and play frame it is: any misplacement shows as a wrong number. */
const mark = (voice: number, playFrame: number) => voice * 1_000_000 + playFrame + 1;

interface BlockPlan {
  generation?: number;
  channels?: number;
  /** Known silence: no samples. */
  silent?: boolean;
  /** Room for more than `length` frames, as a pooled block has. */
  capacity?: number;
}

function block(voice: number, playFrame: number, length: number, plan: BlockPlan = {}): MixerBlock {
  const capacity = plan.capacity ?? length;
  const channels = plan.silent
    ? []
    : Array.from({ length: plan.channels ?? 2 }, (_, c) =>
        Float32Array.from({ length: capacity }, (_, i) =>
          i < length ? mark(voice, playFrame + i) * (c === 0 ? 1 : -1) : 99,
        ),
      );
  return { voice, generation: plan.generation ?? 1, playFrame, length, channels };
}

/** A core with `voices` stereo outputs, recording what it releases and reports. */
function mixer(voices: number, channelsPerVoice = 2) {
  const released: MixerBlock[] = [];
  const events: MixerEvent[] = [];
  const core = new MixerCore(voices, RATE, {
    release: (b) => released.push(b),
    event: (e) => events.push(e),
  });
  const outputs = () =>
    Array.from({ length: voices }, () =>
      Array.from({ length: channelsPerVoice }, () => new Float32Array(RENDER_QUANTUM).fill(Number.NaN)),
    );
  /** Renders the quanta from context frame `from` up to `to`, answering each voice's left channel, joined. */
  const play = (from: number, to: number) => {
    const heard = Array.from({ length: voices }, () => [] as number[]);
    const right = Array.from({ length: voices }, () => [] as number[]);
    for (let frame = from; frame < to; frame += RENDER_QUANTUM) {
      const out = outputs();
      core.render(frame, out);
      out.forEach((channels, v) => {
        heard[v]?.push(...(channels[0] ?? []));
        right[v]?.push(...(channels[1] ?? []));
      });
    }
    return { heard, right };
  };
  return { core, released, events, play };
}

/** What a voice should sound at each play frame of `[from, to)`: its mark where `covers` says, else silence. */
function expected(voice: number, from: number, to: number, covers: (frame: number) => boolean): number[] {
  return Array.from({ length: to - from }, (_, i) => (covers(from + i) ? mark(voice, from + i) : 0));
}

describe('MixerCore', () => {
  it('places a block at exactly the play frame it carries', () => {
    const { core, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 1_000, 300) });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    const { heard, right } = play(0, 2_048);
    expect(heard[0]).toEqual(expected(0, 0, 2_048, (f) => f >= 1_000 && f < 1_300));
    expect(right[0]?.[1_000]).toBe(-mark(0, 1_000));
  });

  it('counts play frames from the context frame of the start, inside a quantum too', () => {
    const { core, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 0, 500) });
    core.command({ type: 'start', generation: 1, atFrame: 1_000, endFrame: Number.POSITIVE_INFINITY });
    const { heard } = play(896, 1_664);
    // Context frame 896 + i is play frame i − 104.
    expect(heard[0]).toEqual(expected(0, -104, 664, (f) => f >= 0 && f < 500));
  });

  it('plays blocks of any size back to back across quantum boundaries, releasing each once played', () => {
    const { core, released, play } = mixer(1);
    const lengths = [100, 77, 300, 8_192, 1, 129];
    let at = 0;
    const blocks = lengths.map((length) => {
      const made = block(0, at, length, { capacity: 8_192 });
      at += length;
      return made;
    });
    for (const made of blocks) core.command({ type: 'block', block: made });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    const { heard } = play(0, 9_088);
    expect(heard[0]).toEqual(expected(0, 0, 9_088, (f) => f < at));
    expect(released).toEqual(blocks);
  });

  it('keeps voices on one frame counter: a voice that starts later sounds at its exact frame', () => {
    const { core, play } = mixer(2);
    core.command({ type: 'block', block: block(0, 0, 8_192) });
    core.command({ type: 'block', block: block(1, 0, 5_000, { silent: true }) });
    core.command({ type: 'block', block: block(1, 5_000, 3_192) });
    core.command({ type: 'start', generation: 1, atFrame: 640, endFrame: Number.POSITIVE_INFINITY });
    const { heard } = play(640, 640 + 8_192);
    expect(heard[0]).toEqual(expected(0, 0, 8_192, () => true));
    expect(heard[1]).toEqual(expected(1, 0, 8_192, (f) => f >= 5_000));
  });

  it('is silent in a gap and reports it at most once a second a voice', () => {
    const { core, events, play } = mixer(2);
    core.command({ type: 'block', block: block(0, 0, 256) });
    core.command({ type: 'block', block: block(0, 512, 48_000) });
    core.command({ type: 'block', block: block(1, 0, 100_000) });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    const { heard } = play(0, 1_024);
    expect(heard[0]).toEqual(expected(0, 0, 1_024, (f) => f < 256 || f >= 512));
    const underruns = () => events.filter((e) => e.type === 'underrun');
    expect(underruns()).toEqual([{ type: 'underrun', generation: 1, voice: 0, playFrame: 256 }]);
    // Voice 0 runs dry again 48,512 frames in: more than a second after the first report.
    play(1_024, 49_024);
    expect(underruns()).toEqual([
      { type: 'underrun', generation: 1, voice: 0, playFrame: 256 },
      { type: 'underrun', generation: 1, voice: 0, playFrame: 48_512 },
    ]);
  });

  it('lets a voice that has not had its first block wait without an underrun, then enter at its frame', () => {
    const { core, events, play } = mixer(2);
    core.command({ type: 'block', block: block(0, 0, 20_000) });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    expect(play(0, 2_048).heard[1]).toEqual(new Array(2_048).fill(0));
    core.command({ type: 'block', block: block(1, 0, 4_096) }); // late: its first half has passed
    const { heard } = play(2_048, 4_096);
    expect(heard[1]).toEqual(expected(1, 2_048, 4_096, () => true));
    expect(events.filter((e) => e.type === 'underrun')).toEqual([]);
  });

  it('drops a wholly late block at once and plays a partly late one from the present, unshifted', () => {
    const { core, released, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 0, 256, { silent: true }) });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    play(0, 512);
    const gone = block(0, 256, 256);
    core.command({ type: 'block', block: gone });
    expect(released).toContain(gone);
    core.command({ type: 'block', block: block(0, 300, 1_000) });
    expect(play(512, 1_024).heard[0]).toEqual(expected(0, 512, 1_024, (f) => f < 1_300));
  });

  it('does not consume blocks before the start, and plays silence', () => {
    const { core, released, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 0, 1_000) });
    expect(play(0, 512).heard[0]).toEqual(new Array(512).fill(0));
    expect(released).toEqual([]);
    core.command({ type: 'start', generation: 1, atFrame: 512, endFrame: Number.POSITIVE_INFINITY });
    expect(play(512, 640).heard[0]).toEqual(expected(0, 0, 128, () => true));
  });

  it('drops an older generation for a newer one, and ignores what arrives late from the old', () => {
    const { core, released, play } = mixer(1);
    const old = block(0, 0, 1_000, { generation: 1 });
    core.command({ type: 'block', block: old });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    play(0, 128);
    const fresh = block(0, 0, 1_000, { generation: 2 });
    core.command({ type: 'block', block: fresh });
    expect(released).toEqual([old]);
    // The old generation's start and blocks, still on their way: both ignored.
    const stale = block(0, 1_000, 1_000, { generation: 1 });
    core.command({ type: 'block', block: stale });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    expect(released).toEqual([old, stale]);
    expect(play(128, 256).heard[0]).toEqual(new Array(128).fill(0));
    core.command({ type: 'start', generation: 2, atFrame: 256, endFrame: Number.POSITIVE_INFINITY });
    expect(play(256, 384).heard[0]).toEqual(expected(0, 0, 128, () => true));
  });

  it('stops: silence, every block back, and blocks of the stopped start refused', () => {
    const { core, released, play } = mixer(2);
    const queued = [block(0, 0, 1_000), block(1, 0, 1_000), block(1, 1_000, 1_000)];
    for (const made of queued) core.command({ type: 'block', block: made });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    play(0, 128);
    core.command({ type: 'stop' });
    expect(released).toEqual(queued);
    const after = block(0, 2_000, 1_000);
    core.command({ type: 'block', block: after });
    expect(released).toContain(after);
    expect(play(128, 256).heard).toEqual([new Array(128).fill(0), new Array(128).fill(0)]);
  });

  it('ends at the end frame: the rest of the quantum silent, blocks back, one event', () => {
    const { core, events, released, play } = mixer(1);
    const queued = block(0, 0, 4_000);
    core.command({ type: 'block', block: queued });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: 1_000 });
    const { heard } = play(0, 1_280);
    expect(heard[0]).toEqual(expected(0, 0, 1_280, (f) => f < 1_000));
    expect(events.filter((e) => e.type === 'ended')).toEqual([{ type: 'ended', generation: 1 }]);
    expect(events.some((e) => e.type === 'underrun')).toBe(false);
    expect(released).toEqual([queued]);
  });

  it('reports the position at every multiple of the reporting interval', () => {
    const { core, events, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 0, 30_000) });
    core.command({ type: 'start', generation: 3, atFrame: 64, endFrame: Number.POSITIVE_INFINITY });
    // Fix the generation: the block above is generation 1, refused once generation 3 starts.
    core.command({ type: 'block', block: block(0, 0, 30_000, { generation: 3 }) });
    play(0, 3 * POSITION_EVERY_FRAMES + 256);
    expect(events.filter((e) => e.type === 'position')).toEqual([
      { type: 'position', generation: 3, playFrame: 0 },
      { type: 'position', generation: 3, playFrame: POSITION_EVERY_FRAMES },
      { type: 'position', generation: 3, playFrame: 2 * POSITION_EVERY_FRAMES },
      { type: 'position', generation: 3, playFrame: 3 * POSITION_EVERY_FRAMES },
    ]);
  });

  it('feeds a mono block to both channels of its output, and puts an out-of-order block in its place', () => {
    const { core, play } = mixer(1);
    core.command({ type: 'block', block: block(0, 128, 128, { channels: 1 }) });
    core.command({ type: 'block', block: block(0, 0, 128, { channels: 1 }) });
    core.command({ type: 'start', generation: 1, atFrame: 0, endFrame: Number.POSITIVE_INFINITY });
    const { heard, right } = play(0, 256);
    expect(heard[0]).toEqual(expected(0, 0, 256, () => true));
    expect(right[0]).toEqual(heard[0]);
  });

  it('releases a block for a voice it does not have', () => {
    const { core, released } = mixer(1);
    const stray = block(5, 0, 128);
    core.command({ type: 'block', block: stray });
    expect(released).toEqual([stray]);
  });
});
