/** Skills offered as one-tap filters for "Creators to discover" (any other can be typed). */
export const COMMUNITY_SKILL_CHIPS = [
  'Production',
  'Mixing',
  'Vocals',
  'Guitar',
  'Songwriting',
  'Illustration',
  'Animation',
  'Video editing',
] as const;

/** The address's name for the chosen skill: /community?skill=mixing. */
export const COMMUNITY_SKILL_PARAM = 'skill';
/** The contract's limit for one skill. */
export const COMMUNITY_SKILL_MAX = 40;
