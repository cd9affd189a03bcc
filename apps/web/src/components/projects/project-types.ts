import type { ProjectType } from '@create-together/contract';
import type { ClientProject } from '@/entities/projects';

/** How each project type is named on screen (the slugs are the contract's). */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  music: 'Music',
  art: 'Art',
  writing: 'Writing',
  film: 'Film',
  photography: 'Photography',
  design: 'Design',
  animation: 'Animation',
  'game-development': 'Game Development',
  creative: 'Creative',
  technology: 'Technology',
  gaming: 'Gaming',
  education: 'Education',
  other: 'Other',
};

/**
 * How a project's state reads, on cards and on its page alike: the client status, in which a
 * completed project is archived (SPEC.md §3).
 */
export const PROJECT_STATUS_LABELS: Record<ClientProject['status'], string> = {
  active: 'Active',
  archived: 'Archived',
};

/**
 * SPEC.md §9 "Category list one" and "Category list two" (without "All"). List one is the
 * project form's and explore's type choice; list two's extra categories are offered after it.
 */
export const CATEGORY_LIST_ONE: readonly ProjectType[] = [
  'art',
  'music',
  'writing',
  'film',
  'photography',
  'design',
  'animation',
  'game-development',
];
export const CATEGORY_LIST_TWO: readonly ProjectType[] = [
  'creative',
  'technology',
  'music',
  'art',
  'writing',
  'film',
  'gaming',
  'education',
];

/** Every type once, list one first, then what list two adds, then `other`. */
export const PROJECT_TYPE_CHOICES: readonly ProjectType[] = [
  ...new Set<ProjectType>([...CATEGORY_LIST_ONE, ...CATEGORY_LIST_TWO, 'other']),
];
