import { describe, expect, it } from 'vitest';
import { type EngineEvent, type EngineState, IDLE, nextEngineState } from './engine-state';

function run(events: EngineEvent[], from: EngineState = IDLE): EngineState {
  return events.reduce(nextEngineState, from);
}

const opened: EngineEvent[] = [{ type: 'open' }, { type: 'opened' }];
const playing: EngineEvent[] = [...opened, { type: 'play' }, { type: 'primed' }];

describe('nextEngineState', () => {
  it('opens, primes and plays', () => {
    expect(run([{ type: 'open' }])).toEqual({ status: 'opening', failedVoices: [] });
    expect(run(opened)).toEqual({ status: 'ready', position: 0, failedVoices: [] });
    expect(run([...opened, { type: 'play' }])).toEqual({ status: 'priming', position: 0, failedVoices: [] });
    expect(run(playing)).toEqual({ status: 'playing', position: 0, failedVoices: [] });
  });

  it('follows the playhead while playing, and pauses where it is', () => {
    const state = run([...playing, { type: 'tick', position: 12.5 }, { type: 'pause' }]);
    expect(state).toEqual({ status: 'paused', position: 12.5, failedVoices: [] });
    expect(run([{ type: 'play' }, { type: 'primed' }], state)).toEqual({
      status: 'playing',
      position: 12.5,
      failedVoices: [],
    });
  });

  it('primes again on a seek, a loop change or a voice change while playing', () => {
    const now = run(playing);
    expect(nextEngineState(now, { type: 'seek', position: 30 })).toEqual({
      status: 'priming',
      position: 30,
      failedVoices: [],
    });
    expect(nextEngineState(now, { type: 'loopChanged' }).status).toBe('priming');
    expect(nextEngineState(now, { type: 'voicesChanged', voiceIds: ['a'] }).status).toBe('priming');
  });

  it('moves the playhead without decoding while paused or ready', () => {
    expect(run([...opened, { type: 'seek', position: 4 }])).toEqual({
      status: 'ready',
      position: 4,
      failedVoices: [],
    });
    const paused = run([...playing, { type: 'pause' }, { type: 'seek', position: 9 }]);
    expect(paused).toEqual({ status: 'paused', position: 9, failedVoices: [] });
    expect(nextEngineState(paused, { type: 'loopChanged' })).toBe(paused);
  });

  it('can be paused while priming, and a seek while priming moves where it will start', () => {
    const priming = run([...opened, { type: 'play' }]);
    expect(nextEngineState(priming, { type: 'pause' }).status).toBe('paused');
    expect(nextEngineState(priming, { type: 'seek', position: 3 })).toEqual({
      status: 'priming',
      position: 3,
      failedVoices: [],
    });
  });

  it('pauses at the end of the song', () => {
    expect(run([...playing, { type: 'ended', position: 180 }])).toEqual({
      status: 'paused',
      position: 180,
      failedVoices: [],
    });
  });

  it('marks a failed voice once, and forgets it when it leaves the voice set', () => {
    const state = run([
      ...playing,
      { type: 'voiceFailed', voiceId: 'bass' },
      { type: 'voiceFailed', voiceId: 'keys' },
      { type: 'voiceFailed', voiceId: 'bass' },
    ]);
    expect(state).toEqual({ status: 'playing', position: 0, failedVoices: ['bass', 'keys'] });
    expect(nextEngineState(state, { type: 'voiceFailed', voiceId: 'keys' })).toBe(state);
    const paused = nextEngineState(state, { type: 'pause' });
    expect(nextEngineState(paused, { type: 'voicesChanged', voiceIds: ['keys', 'drums'] })).toEqual({
      status: 'paused',
      position: 0,
      failedVoices: ['keys'],
    });
  });

  it('fails from any state, opens again from failed, and closes to idle', () => {
    for (const events of [[], [{ type: 'open' }], opened, playing] as EngineEvent[][]) {
      expect(run([...events, { type: 'fail', reason: 'unsupported' }])).toEqual({
        status: 'failed',
        reason: 'unsupported',
      });
      expect(run([...events, { type: 'close' }])).toBe(IDLE);
    }
    expect(run([{ type: 'fail', reason: 'load-failed' }, { type: 'open' }]).status).toBe('opening');
  });

  it.each<[string, EngineEvent[], EngineEvent]>([
    ['play while idle', [], { type: 'play' }],
    ['pause while ready', opened, { type: 'pause' }],
    ['play while playing', playing, { type: 'play' }],
    ['primed while playing', playing, { type: 'primed' }],
    ['a tick while paused', [...playing, { type: 'pause' }], { type: 'tick', position: 3 }],
    ['a tick while priming', [...opened, { type: 'play' }], { type: 'tick', position: 3 }],
    ['a tick at the same position', playing, { type: 'tick', position: 0 }],
    ['opened while ready', opened, { type: 'opened' }],
    ['open while opening', [{ type: 'open' }], { type: 'open' }],
    ['play while failed', [{ type: 'fail', reason: 'unsupported' }], { type: 'play' }],
    ['close while idle', [], { type: 'close' }],
  ])('ignores %s, answering the same state', (_, events, event) => {
    const state = run(events);
    expect(nextEngineState(state, event)).toBe(state);
  });
});
