import { describe, expect, it } from 'vitest';
import { settingsLine, teamLine, timeLeft } from './queue-format';

describe('queue wording', () => {
  const now = Date.parse('2025-05-01T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('says how long a running session has left, rounded down', () => {
    expect(timeLeft(at(30_000), now)).toBe('Less than a minute left');
    expect(timeLeft(at(60_000), now)).toBe('1 minute left');
    expect(timeLeft(at(59 * 60_000 + 59_000), now)).toBe('59 minutes left');
    expect(timeLeft(at(23.5 * 3_600_000), now)).toBe('23 hours left');
    expect(timeLeft(at(6.9 * 86_400_000), now)).toBe('6 days left');
  });

  it('names the team, its duration and its settings', () => {
    expect(teamLine(3, 'day')).toBe('Trio of 3 · a day');
    expect(teamLine(5, 'week')).toBe('Squad of 5 · a week');
    expect(settingsLine({ style: 'chill-hop', key: 'A minor', bpm: 90 })).toBe(
      'chill-hop · A minor · 90 bpm',
    );
  });
});
