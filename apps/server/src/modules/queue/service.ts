import {
  BPM_TOLERANCE,
  type EnterQueueBody,
  type MusicalKey,
  type Project,
  QUEUE_PROJECTS_MAX,
  QUEUE_SESSIONS_MAX,
  type QueueEntry,
  type QueueSession,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import type { ProjectsService } from '../projects/service';
import { enterAndMatch } from './matching';
import { presentEntry, presentSession } from './presenter';
import { queueRepository } from './repository';

export interface QueueServiceOptions {
  /** Where the match notifications go once their transaction commits. */
  events: EventHub;
  /** Presents the sessions' projects and the open ones, and forgets what a match changed. */
  projects: ProjectsService;
}

/** The caller as "Projects" needs them. */
export interface QueueViewer {
  id: string;
  skills: string[];
}

/** /queue (README.md): entering and leaving, the sessions it formed, projects open to you. */
export function queueService(db: Database, { events, projects }: QueueServiceOptions) {
  const repo = queueRepository(db);

  return {
    /**
     * POST /api/queue: 409 when already waiting. The entry and, when it completes a team, the whole
     * session are made in one transaction; the match is presented once it has committed.
     */
    async enter(
      userId: string,
      body: EnterQueueBody,
    ): Promise<{ entry: QueueEntry; match: QueueSession | null }> {
      const { entry, session } = await transactionWithEvents(db, events, (tx, outbox) =>
        enterAndMatch(tx, outbox, userId, body),
      );
      if (!session) return { entry: presentEntry(entry), match: null };
      projects.invalidate(session.projectId);
      const project = await projects.get(session.projectId, userId, false);
      return { entry: presentEntry(entry), match: presentSession(session, project, new Date()) };
    },

    /** GET /api/queue: the waiting entry and how many compatible creators wait with it. */
    async status(userId: string): Promise<{ entry: QueueEntry | null; compatibleWaiting: number }> {
      const entry = await repo.waitingOf(userId);
      if (!entry) return { entry: null, compatibleWaiting: 0 };
      return {
        entry: presentEntry(entry),
        compatibleWaiting: await repo.countCompatible(entry, BPM_TOLERANCE),
      };
    },

    /** DELETE /api/queue: one statement; false when the user was not waiting. */
    leave: (userId: string): Promise<boolean> => repo.leave(userId),

    /** "Collaborations": the user's sessions, newest first, with their projects as lists present them. */
    async sessions(userId: string): Promise<QueueSession[]> {
      const rows = await repo.sessionsOf(userId, QUEUE_SESSIONS_MAX);
      const presented = await projects.presentRecords(rows, userId);
      const now = new Date();
      return rows.map((row, i) => presentSession(row.session, presented[i] as Project, now));
    },

    /**
     * "Projects": open projects that need one of the viewer's skills (projects module `open`), those
     * whose song is in the key and near the tempo the viewer last asked the queue for first.
     */
    async openProjects(viewer: QueueViewer): Promise<Project[]> {
      const asked = await repo.lastAskedOf(viewer.id);
      const music = asked && { key: asked.key as MusicalKey, tempoBpm: asked.bpm, tolerance: BPM_TOLERANCE };
      return projects.open(viewer.id, viewer.skills, QUEUE_PROJECTS_MAX, music);
    },
  };
}

export type QueueService = ReturnType<typeof queueService>;
