/**
 * The six stages of SPEC.md §2.6, in order: three problems, then three solutions. The
 * first-visit intro tells them as its journey; home tells them as its landing story.
 */

export type StoryEmotion =
  | 'frustration'
  | 'obsolescence'
  | 'desperation'
  | 'relief'
  | 'validation'
  | 'empowerment';

/** SPEC.md §3 "Story stage record". */
export interface StoryStage {
  stage: 'fragmented' | 'replaced' | 'enslaved' | 'workspace' | 'process' | 'network';
  title: string;
  subtitle: string;
  visual: string;
  emotion: StoryEmotion;
}

export const STORY_STAGES: readonly StoryStage[] = [
  {
    stage: 'fragmented',
    title: 'Your Tools Are Scattered',
    subtitle: 'Files in Dropbox. Feedback in Discord. Promotion on Instagram.',
    visual: 'scattered-chaos',
    emotion: 'frustration',
  },
  {
    stage: 'replaced',
    title: 'The Machines Are Coming',
    subtitle: 'AI makes your song in seconds. Your years of practice feel worthless.',
    visual: 'machine-dominance',
    emotion: 'obsolescence',
  },
  {
    stage: 'enslaved',
    title: "You Become the Algorithm's Pawn",
    subtitle: 'Chasing trends. Optimizing hooks. Your art becomes content.',
    visual: 'algorithmic-prison',
    emotion: 'desperation',
  },
  {
    stage: 'workspace',
    title: 'Your Tools Work Together',
    subtitle: 'One workspace. Seamless collaboration. Everything connected.',
    visual: 'unified-flow',
    emotion: 'relief',
  },
  {
    stage: 'process',
    title: 'Your Process Has Value',
    subtitle: 'AI makes products. Humans create meaning.',
    visual: 'process-illumination',
    emotion: 'validation',
  },
  {
    stage: 'network',
    title: 'Skill Is the New Algorithm',
    subtitle: 'Your work ripples through real connections. Projects broaden your reach.',
    visual: 'skill-network',
    emotion: 'empowerment',
  },
];

export const PROBLEM_LABEL = 'The Problem';
export const SOLUTION_LABEL = 'The Solution';

/** Stages 0–2 are problems, 3–5 solutions. */
export function isProblemStage(index: number): boolean {
  return index < 3;
}

/** "The Problem" for stages 0–2, "The Solution" for 3–5 (SPEC.md §2.5). */
export function stageLabel(index: number): string {
  return isProblemStage(index) ? PROBLEM_LABEL : SOLUTION_LABEL;
}
