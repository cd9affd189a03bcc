import { describe, expect, it } from 'vitest';
import { isProblemStage, STORY_STAGES, stageLabel } from './story-stages';

describe('the story stages (SPEC.md §2.6)', () => {
  it('are the six stages in order, with their titles, subtitles, visuals and emotions', () => {
    expect(STORY_STAGES.map(({ stage, title, visual, emotion }) => [stage, title, visual, emotion])).toEqual([
      ['fragmented', 'Your Tools Are Scattered', 'scattered-chaos', 'frustration'],
      ['replaced', 'The Machines Are Coming', 'machine-dominance', 'obsolescence'],
      ['enslaved', "You Become the Algorithm's Pawn", 'algorithmic-prison', 'desperation'],
      ['workspace', 'Your Tools Work Together', 'unified-flow', 'relief'],
      ['process', 'Your Process Has Value', 'process-illumination', 'validation'],
      ['network', 'Skill Is the New Algorithm', 'skill-network', 'empowerment'],
    ]);
    expect(STORY_STAGES.slice(1).map((s) => s.subtitle)).toEqual([
      'AI makes your song in seconds. Your years of practice feel worthless.',
      'Chasing trends. Optimizing hooks. Your art becomes content.',
      'One workspace. Seamless collaboration. Everything connected.',
      'AI makes products. Humans create meaning.',
      'Your work ripples through real connections. Projects broaden your reach.',
    ]);
  });

  it('names a file-storage, a chat and a social promotion service in the first subtitle', () => {
    expect(STORY_STAGES[0]?.subtitle).toMatch(/Dropbox.*Discord.*Instagram/);
  });

  it('labels the first three "The Problem" and the last three "The Solution"', () => {
    expect(STORY_STAGES.map((_, i) => stageLabel(i))).toEqual([
      'The Problem',
      'The Problem',
      'The Problem',
      'The Solution',
      'The Solution',
      'The Solution',
    ]);
    expect(STORY_STAGES.map((_, i) => isProblemStage(i))).toEqual([true, true, true, false, false, false]);
  });
});
