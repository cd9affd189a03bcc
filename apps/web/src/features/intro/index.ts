/** The first-visit intro, loaded on its own only for visitors who have not seen it. */
export const loadIntro = () => import('./intro');
