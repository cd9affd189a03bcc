import { describe, expect, it } from 'vitest';
import { EXPLORE_DEFAULTS } from './explore-constants';
import { exploreSearchParams, parseExploreParams, parseSkillList } from './explore-params';

describe('explore address state', () => {
  it('is the SPEC.md default state with no parameters', () => {
    expect(parseExploreParams(new URLSearchParams())).toEqual(EXPLORE_DEFAULTS);
    expect(exploreSearchParams(EXPLORE_DEFAULTS).toString()).toBe('');
  });

  it('round-trips every part', () => {
    const search = 'q=synth+wave&sort=popular&type=music&status=archived&skills=mixing%2Cvocals&view=posts';
    const state = parseExploreParams(new URLSearchParams(search));
    expect(state).toEqual({
      contentType: 'posts',
      sortBy: 'popular',
      viewMode: 'grid',
      searchQuery: 'synth wave',
      filters: { type: 'music', status: 'archived', skills: ['mixing', 'vocals'] },
    });
    expect(exploreSearchParams(state).toString()).toBe(search);
  });

  it('falls back to defaults for values it does not know', () => {
    const state = parseExploreParams(
      new URLSearchParams('sort=alphabetical&type=cooking&status=completed&view=list'),
    );
    expect(state).toEqual(EXPLORE_DEFAULTS);
  });

  it('reads a skills list leniently', () => {
    expect(parseSkillList(' mixing, ,Vocals,mixing ,vocals')).toEqual(['mixing', 'Vocals']);
  });
});
