import type { ProjectStatus, ProjectType } from '@create-together/contract';
import type { PaletteName } from '../media-art';
import type { CreatorKey } from './creators';
import type { SoundName } from './sounds';

/** A proposal in a project's workspace; merged when `mergedDaysAgo` is set. */
export interface DemoContribution {
  author: CreatorKey;
  daysAgo: number;
  content: string;
  mergedDaysAgo?: number;
  /** Members' votes (+1 or −1). */
  votes?: Partial<Record<CreatorKey, 1 | -1>>;
  /** A stem or demo from the author's library, attached to it. */
  sound?: SoundName;
}

/** One project of the demo world, dated in days before the load (negative: in the future). */
export interface DemoProject {
  key: string;
  owner: CreatorKey;
  name: string;
  type: ProjectType;
  description: string;
  goals: string;
  requiredSkills: string[];
  isPublic: boolean;
  status: ProjectStatus;
  /** The cover's colours (its motif comes from the type). */
  palette: PaletteName;
  createdDaysAgo: number;
  schedule?: { startDaysAgo: number; endDaysAgo: number };
  contributionCycleDays?: number;
  /** What the owner wrote in the workspace before any merge. */
  mainContent: string;
  /** Contributors (the owner is a member already) and when they joined. */
  members: Array<[CreatorKey, number]>;
  contributions?: DemoContribution[];
  likes: CreatorKey[];
  comments: Array<[CreatorKey, number, string]>;
  views: number;
}
