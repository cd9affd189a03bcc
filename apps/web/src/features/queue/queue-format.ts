import { type QueueSettings, type SessionDuration, teamName } from '@create-together/contract';
import { plural } from '@/lib/plural';

const DURATION_WORDS: Record<SessionDuration, string> = { hour: 'an hour', day: 'a day', week: 'a week' };

/** "Trio of 3 · a day": the team and how long its session runs. */
export const teamLine = (teamSize: number, duration: SessionDuration) =>
  `${teamName(teamSize)} of ${teamSize} · ${DURATION_WORDS[duration]}`;

/** "chill-hop · A minor · 90 bpm". */
export const settingsLine = ({ style, key, bpm }: QueueSettings) => `${style} · ${key} · ${bpm} bpm`;

/** "52 minutes left", "23 hours left", "6 days left" (rounded down; "less than a minute" at the end). */
export function timeLeft(endsAt: string, now = Date.now()): string {
  const minutes = Math.floor((new Date(endsAt).getTime() - now) / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  if (minutes < 60) return `${plural(minutes, 'minute')} left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} left`;
  return `${plural(Math.floor(hours / 24), 'day')} left`;
}
