import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { keepLatency, keepNudge, keptNudge, measuredLatency } from './latency-store';

const mic = { deviceId: 'd1', label: 'USB Interface', latencySeconds: 0.01 };

describe('what is kept of an input', () => {
  afterEach(() => storage.clearAll());

  it('keeps its measured round trip and the nudge apart, each surviving the other', () => {
    expect(measuredLatency(mic)).toBeNull();
    expect(keptNudge(mic)).toBe(0);
    keepNudge(mic, -12);
    expect(measuredLatency(mic)).toBeNull();
    keepLatency(mic, 31.5);
    expect(measuredLatency(mic)).toBe(31.5);
    expect(keptNudge(mic)).toBe(-12);
  });

  it('forgets it when the same id names another device', () => {
    keepLatency(mic, 31.5);
    keepNudge(mic, 8);
    const other = { ...mic, label: 'Built-in Microphone' };
    expect(measuredLatency(other)).toBeNull();
    expect(keptNudge(other)).toBe(0);
  });
});
