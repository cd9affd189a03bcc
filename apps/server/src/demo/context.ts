import type { Executor } from '../db/client';
import type { DemoFiles } from './files';
import type { Random } from './random';
import type { Timeline } from './timeline';
import type { CreatorKey } from './world/creators';

/** What every step of the load works with: the one transaction, the clock, the dice, the files. */
export interface DemoContext {
  tx: Executor;
  time: Timeline;
  random: Random;
  files: DemoFiles;
}

/** The ids the steps hand on to each other. */
export interface DemoWorld {
  users: Record<CreatorKey, string>;
  usernames: Record<CreatorKey, string>;
  /** By the data's project key. */
  projects: Record<string, string>;
  /** Things someone has not seen or answered yet: what their notifications are made from. */
  pending: PendingThing[];
}

export type PendingThing =
  | { type: 'friend_request'; requestId: string; from: CreatorKey; to: CreatorKey; at: Date }
  | { type: 'contribution_proposed'; projectId: string; author: CreatorKey; content: string; at: Date }
  | { type: 'post_liked'; postId: string; author: CreatorKey; by: CreatorKey; at: Date }
  | { type: 'post_commented'; postId: string; author: CreatorKey; by: CreatorKey; content: string; at: Date }
  | {
      type: 'message';
      conversationId: string;
      from: CreatorKey;
      to: CreatorKey;
      content: string;
      at: Date;
    };
