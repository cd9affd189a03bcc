import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A test double for the browser's Web Audio API: it records the graph and what was scheduled.
type ParamEvent = { kind: 'set' | 'linear' | 'exponential' | 'target'; value: number; time: number };

class FakeParam {
  value = 1;
  events: ParamEvent[] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'set', value, time });
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'linear', value, time });
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'exponential', value, time });
  }
  setTargetAtTime(value: number, time: number) {
    this.events.push({ kind: 'target', value, time });
  }
  kinds() {
    return this.events.map((e) => e.kind);
  }
}

class FakeNode {
  connections: FakeNode[] = [];
  constructor(readonly context: FakeAudioContext) {}
  connect<T extends FakeNode>(node: T): T {
    this.connections.push(node);
    return node;
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam();
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam();
  startAt = Number.NaN;
  stopAt = Number.NaN;
  start(time: number) {
    this.startAt = time;
  }
  stop(time: number) {
    this.stopAt = time;
  }
  startFrequency() {
    return this.frequency.events[0]?.value ?? Number.NaN;
  }
}

let contexts: FakeAudioContext[] = [];

class FakeAudioContext extends EventTarget {
  /** false: a browser refusing sound until the page gets a gesture (its resume never settles). */
  static allowed = true;
  state = 'suspended';
  currentTime = 0;
  destination = new FakeNode(this);
  gains: FakeGain[] = [];
  oscillators: FakeOscillator[] = [];
  resumed = 0;
  constructor() {
    super();
    contexts.push(this);
  }
  resume(): Promise<void> {
    this.resumed++;
    if (!FakeAudioContext.allowed) return new Promise(() => {});
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }
  createGain() {
    const gain = new FakeGain(this);
    this.gains.push(gain);
    return gain;
  }
  createOscillator() {
    const oscillator = new FakeOscillator(this);
    this.oscillators.push(oscillator);
    return oscillator;
  }
  master() {
    return this.gains.find((g) => g.connections.includes(this.destination));
  }
}

/** A fresh module each time: the shared AudioContext lives at module level. */
async function load() {
  vi.resetModules();
  const sounds = await import('./sounds');
  const { callSettingsStore } = await import('./call-settings');
  return { ...sounds, callSettingsStore };
}

/** The one context the module made; every sound shares it. */
function sharedContext(): FakeAudioContext {
  expect(contexts).toHaveLength(1);
  return contexts[0] as FakeAudioContext;
}

describe('call sounds', () => {
  beforeEach(() => {
    contexts = [];
    FakeAudioContext.allowed = true;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays through one shared context and a master gain of 0.5, resuming a suspended context', async () => {
    const { callSounds, CALL_SOUND_VOLUME } = await load();
    expect(CALL_SOUND_VOLUME).toBe(0.5);
    callSounds.play('connect');
    callSounds.play('end');
    const context = sharedContext();
    expect(context.master()?.gain.value).toBe(0.5);
    expect(context.resumed).toBe(1);
  });

  it.each(['connect', 'end', 'reject'] as const)('"%s" schedules enveloped oscillators', async (effect) => {
    const { callSounds } = await load();
    callSounds.play(effect);
    const { oscillators } = sharedContext();
    expect(oscillators.length).toBeGreaterThan(0);
    for (const oscillator of oscillators) {
      expect(oscillator.stopAt).toBeGreaterThan(oscillator.startAt);
      // Each tone rises from silence and decays through its own gain: no clicks.
      const [envelope] = oscillator.connections as FakeGain[];
      expect(envelope?.gain.events[0]).toEqual({ kind: 'set', value: 0, time: oscillator.startAt });
      expect(envelope?.gain.kinds()).toEqual(['set', 'linear', 'exponential']);
    }
  });

  it('connect rises, end falls, reject beeps twice low', async () => {
    const { callSounds } = await load();
    const frequenciesOf = (effect: 'connect' | 'end' | 'reject') => {
      const context = contexts[0];
      if (context) context.oscillators = [];
      callSounds.play(effect);
      return sharedContext().oscillators.map((o) => o.startFrequency());
    };
    const [first, second] = frequenciesOf('connect');
    expect(second).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);

    const [from] = frequenciesOf('end');
    const glide = sharedContext().oscillators[0]?.frequency.events.find((e) => e.kind === 'exponential');
    expect(glide?.value).toBeLessThan(from ?? Number.NEGATIVE_INFINITY);

    const beeps = frequenciesOf('reject');
    expect(beeps).toHaveLength(2);
    expect(beeps.every((f) => f < 400)).toBe(true);
  });

  it('rings again every interval until stopped, once however often it is started', async () => {
    vi.useFakeTimers();
    const { callSounds, RING_INTERVAL_MS } = await load();
    callSounds.startRinging();
    callSounds.startRinging();
    const context = sharedContext();
    const perRing = context.oscillators.length;
    expect(perRing).toBeGreaterThan(0);

    vi.advanceTimersByTime(RING_INTERVAL_MS);
    expect(context.oscillators).toHaveLength(2 * perRing);

    callSounds.stopRinging();
    // The ring half-way through fades out through its own gain.
    const master = context.master();
    const bus = context.gains.find((g) => master && g.connections.includes(master));
    expect(bus?.gain.kinds()).toEqual(['target']);
    expect(bus?.gain.events[0]?.value).toBe(0);
    vi.advanceTimersByTime(3 * RING_INTERVAL_MS);
    expect(context.oscillators).toHaveLength(2 * perRing);
    expect(() => callSounds.stopRinging()).not.toThrow();

    callSounds.startRinging();
    expect(context.oscillators).toHaveLength(3 * perRing);
    callSounds.stopRinging();
  });

  it('creates and plays nothing when call sounds are off', async () => {
    vi.useFakeTimers();
    const { callSounds, callSettingsStore, RING_INTERVAL_MS } = await load();
    callSettingsStore.getState().setSoundsEnabled(false);
    callSounds.play('connect');
    callSounds.play('end');
    callSounds.play('reject');
    callSounds.startRinging();
    vi.advanceTimersByTime(RING_INTERVAL_MS);
    expect(contexts).toHaveLength(0);
  });

  it('stops ringing when call sounds are turned off', async () => {
    vi.useFakeTimers();
    const { callSounds, callSettingsStore, RING_INTERVAL_MS } = await load();
    callSounds.startRinging();
    const context = sharedContext();
    const perRing = context.oscillators.length;
    callSettingsStore.getState().setSoundsEnabled(false);
    vi.advanceTimersByTime(3 * RING_INTERVAL_MS);
    expect(context.oscillators).toHaveLength(perRing);
  });

  it('unlocks on the first click or key press of the session, before any call, then stops listening', async () => {
    const { unlockCallAudioOnGesture } = await load();
    const stop = unlockCallAudioOnGesture(window);
    expect(contexts).toHaveLength(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    const context = sharedContext();
    expect(context.state).toBe('running');
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(context.resumed).toBe(1);
    stop();
  });

  it('unlocks when a touch ends, the moment a phone lets a page play', async () => {
    FakeAudioContext.allowed = false;
    const { unlockCallAudioOnGesture } = await load();
    const stop = unlockCallAudioOnGesture(window);
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }));
    expect(sharedContext().state).toBe('suspended');
    FakeAudioContext.allowed = true;
    window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch' }));
    expect(sharedContext().state).toBe('running');
    stop();
  });

  it('says when the browser keeps the ringtone silent, until a gesture lets it play', async () => {
    vi.useFakeTimers();
    FakeAudioContext.allowed = false;
    const { callSounds, unlockCallAudioOnGesture, ringtoneBlockedStore } = await load();
    const stop = unlockCallAudioOnGesture(window);
    // A gesture the browser does not count (say, before it lets the page play) changes nothing.
    window.dispatchEvent(new PointerEvent('pointerdown'));
    callSounds.startRinging();
    expect(sharedContext().state).toBe('suspended');
    expect(ringtoneBlockedStore.getState()).toBe(true);

    FakeAudioContext.allowed = true;
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(ringtoneBlockedStore.getState()).toBe(false);
    callSounds.stopRinging();

    callSounds.startRinging();
    expect(ringtoneBlockedStore.getState()).toBe(false);
    callSounds.stopRinging();
    stop();
  });

  it('is not said blocked once the ringing stops, nor when call sounds are off', async () => {
    FakeAudioContext.allowed = false;
    const { callSounds, callSettingsStore, ringtoneBlockedStore } = await load();
    callSounds.startRinging();
    expect(ringtoneBlockedStore.getState()).toBe(true);
    callSounds.stopRinging();
    expect(ringtoneBlockedStore.getState()).toBe(false);
    callSettingsStore.getState().setSoundsEnabled(false);
    callSounds.startRinging();
    expect(ringtoneBlockedStore.getState()).toBe(false);
  });

  it('does nothing, without throwing, where Web Audio is missing or fails', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { callSounds } = await load();
    expect(() => {
      callSounds.play('connect');
      callSounds.startRinging();
      callSounds.stopRinging();
    }).not.toThrow();

    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('No audio device');
        }
      },
    );
    expect(() => callSounds.play('end')).not.toThrow();
  });
});
