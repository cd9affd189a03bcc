/**
 * The landing pitch: SPEC.md §1's three problems and three solutions, titled and worded as the
 * landing story of SPEC.md §2.6 tells them.
 */
export const PROBLEMS = [
  {
    title: 'Your Tools Are Scattered',
    subtitle: 'Files in one service, chat in another, promotion in a third.',
  },
  {
    title: 'The Machines Are Coming',
    subtitle: 'AI makes your song in seconds. Your years of practice feel worthless.',
  },
  {
    title: "You Become the Algorithm's Pawn",
    subtitle: 'Chasing trends. Optimizing hooks. Your art becomes content.',
  },
] as const;

export const SOLUTIONS = [
  {
    title: 'Your Tools Work Together',
    subtitle: 'One workspace. Seamless collaboration. Everything connected.',
  },
  {
    title: 'Your Process Has Value',
    subtitle: 'AI makes products. Humans create meaning.',
  },
  {
    title: 'Skill Is the New Algorithm',
    subtitle: 'Your work ripples through real connections. Projects broaden your reach.',
  },
] as const;
