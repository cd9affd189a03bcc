/** The first-visit intro, loaded on its own only for visitors who have not seen it. */
export const loadIntro = () => import('./intro');
/** The welcome screen's first frame, shown while the intro's code loads (small, not lazy). */
export { IntroFirstFrame } from './intro-welcome-frame';
