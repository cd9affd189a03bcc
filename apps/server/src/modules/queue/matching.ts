import {
  ALREADY_QUEUED,
  BPM_TOLERANCE,
  buildSessionProject,
  CreateProjectBody,
  type EnterQueueBody,
} from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { QueueEntryRow, QueueSessionRow } from '../../db/schema';
import type { Outbox } from '../../events/outbox';
import { conflict } from '../../lib/errors';
import { insertOwnedProject } from '../projects/new-project';
import { projectsRepository } from '../projects/repository';
import { MATCH_CANDIDATES_MAX } from './constants';
import { queueRepository } from './repository';
import { pickTeam, type Team } from './team';

export interface Entered {
  entry: QueueEntryRow;
  /** The session the entry completed, or null when it waits. */
  session: QueueSessionRow | null;
}

/**
 * POST /api/queue's transaction: the entry goes in, then looks for the team it completes among the
 * compatible waiters. Enters of one bucket run one at a time (its advisory lock), so each sees all
 * earlier entries and no waiter can be taken by two teams (README.md "Concurrency").
 */
export async function enterAndMatch(
  tx: Executor,
  outbox: Outbox,
  userId: string,
  body: EnterQueueBody,
): Promise<Entered> {
  const repo = queueRepository(tx);
  await repo.lockBucket({ ...body, ...body.settings });
  const entry = await repo.insertWaiting(userId, body);
  if (!entry) throw conflict(ALREADY_QUEUED, 'ALREADY_QUEUED');
  const candidates = await repo.lockCompatible(entry, BPM_TOLERANCE, MATCH_CANDIDATES_MAX);
  const team = pickTeam(entry, candidates, body.teamSize);
  if (!team) return { entry, session: null };
  const session = await formTeam(tx, outbox, body, team);
  return {
    entry: { ...entry, state: 'matched', sessionId: session.id, endedAt: session.createdAt },
    session,
  };
}

/**
 * Makes the team's session in the caller's transaction: its project (SPEC.md §3, owned by the
 * earliest waiter, the others contributors), the session row, every entry matched to it, and a
 * notification to each member. The team plays at its owner's tempo, in its key: the song of its
 * project starts so (the tracks module, on QueueMatched).
 */
async function formTeam(tx: Executor, outbox: Outbox, body: EnterQueueBody, team: Team) {
  const [owner, ...others] = team;
  const { teamSize, duration } = body;
  const settings = { ...body.settings, bpm: owner.bpm };
  const now = new Date();
  const input = CreateProjectBody.parse(buildSessionProject({ teamSize, duration, settings, now }));

  const projectId = await insertOwnedProject(tx, owner.userId, input);
  const projects = projectsRepository(tx);
  for (const member of others) await projects.insertMember(projectId, member.userId, 'contributor');
  await projects.adjustCounter(projectId, 'members', others.length);

  const repo = queueRepository(tx);
  const session = await repo.insertSession({ projectId, teamSize, duration, ...settings, createdAt: now });
  const ids = team.map((member) => member.id);
  // This transaction holds every one of these rows: fewer coming back would be a bug, and the whole
  // match rolls back rather than put anyone in a team their entry does not name.
  const matched = await repo.markMatched(ids, session.id, now);
  if (matched !== team.length) throw new Error(`Matched ${matched} entries of a team of ${team.length}.`);

  outbox.emit('QueueMatched', {
    userIds: team.map((member) => member.userId),
    teamSize,
    projectId,
    projectName: input.name,
    tempoBpm: settings.bpm,
    key: settings.key,
  });
  return session;
}
