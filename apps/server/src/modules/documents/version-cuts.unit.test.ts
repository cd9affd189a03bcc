import { describe, expect, it } from 'vitest';
import { burstDue, VERSION_QUIET_MS, VERSION_SPAN_MAX_MS } from './version-cuts';

const start = new Date('2026-11-21T14:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const minutes = (m: number, s = 0) => m * 60_000 + s * 1000;

describe('burstDue', () => {
  it('has nothing to cut without a burst', () => {
    expect(burstDue(null, at(minutes(60)))).toBeNull();
  });

  it('cuts after exactly two minutes of quiet, not a moment before', () => {
    const burst = { startedAt: start, lastAt: at(minutes(1)) };
    expect(burstDue(burst, at(minutes(2, 59)))).toBeNull(); // 1:59 of quiet
    expect(burstDue(burst, at(minutes(3) - 1))).toBeNull();
    expect(burstDue(burst, at(minutes(3)))).toBe('quiet'); // 2:00 of quiet
  });

  it('cuts a burst that goes on, exactly ten minutes after it began', () => {
    // Someone typing every 30 seconds never leaves two minutes of quiet.
    for (let ms = 0; ms < minutes(10); ms += 30_000) {
      expect(burstDue({ startedAt: start, lastAt: at(ms) }, at(ms + 29_000))).toBeNull();
    }
    const typing = { startedAt: start, lastAt: at(minutes(9, 50)) };
    expect(burstDue(typing, at(minutes(10) - 1))).toBeNull();
    expect(burstDue(typing, at(minutes(10)))).toBe('span');
  });

  it('says quiet when both hold: the burst ended on its own', () => {
    expect(burstDue({ startedAt: start, lastAt: at(minutes(9)) }, at(minutes(11)))).toBe('quiet');
  });

  it('uses the timings given (tests run them in a second)', () => {
    const timings = { quietMs: 300, spanMaxMs: 600 };
    expect(burstDue({ startedAt: start, lastAt: start }, at(299), timings)).toBeNull();
    expect(burstDue({ startedAt: start, lastAt: start }, at(300), timings)).toBe('quiet');
    expect(burstDue({ startedAt: start, lastAt: at(500) }, at(600), timings)).toBe('span');
  });

  it('has the durations the product promises', () => {
    expect([VERSION_QUIET_MS, VERSION_SPAN_MAX_MS]).toEqual([120_000, 600_000]);
  });
});
