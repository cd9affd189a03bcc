import {
  type Project,
  type QueueEntry,
  type QueueKey,
  type QueueSession,
  type QueueSettings,
  type QueueStyle,
  SESSION_DURATION_SECONDS,
  type SessionDuration,
} from '@create-together/contract';
import type { QueueEntryRow, QueueSessionRow } from '../../db/schema';
import { seconds } from '../projects/presenter';

type Settled = Pick<QueueEntryRow, 'duration' | 'key' | 'bpm' | 'style'>;

// Rows hold what the contract let in (EnterQueueBody), so their text columns are its values.
const durationOf = (row: Settled) => row.duration as SessionDuration;
const settingsOf = (row: Settled): QueueSettings => ({
  key: row.key as QueueKey,
  bpm: row.bpm,
  style: row.style as QueueStyle,
});

export function presentEntry(row: QueueEntryRow): QueueEntry {
  return {
    entryId: row.id,
    teamSize: row.teamSize,
    duration: durationOf(row),
    settings: settingsOf(row),
    state: row.state as QueueEntry['state'],
    createdAt: seconds(row.createdAt),
  };
}

/**
 * A session ends when its time is up (fixed when it formed, whatever its project's dates become),
 * or earlier when its project is archived or completed.
 */
export function presentSession(row: QueueSessionRow, project: Project, now: Date): QueueSession {
  const matchedAt = seconds(row.createdAt);
  const endsAt = matchedAt + SESSION_DURATION_SECONDS[durationOf(row)];
  const running = project.status === 'active' && seconds(now) < endsAt;
  return {
    teamSize: row.teamSize,
    duration: durationOf(row),
    settings: settingsOf(row),
    matchedAt,
    endsAt,
    state: running ? 'running' : 'ended',
    project,
  };
}
