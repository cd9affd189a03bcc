/** SPEC.md §2.4 and §9 "Session and navigation". */

/** A failed navigation (a page's code that would not load) is retried up to this many times. */
export const NAVIGATION_RETRIES = 3;
/** Pause before the next attempt, multiplied by the attempt number. */
export const NAVIGATION_RETRY_DELAY_MS = 300;
/** How long the failure banner stays. */
export const NAVIGATION_ERROR_BANNER_MS = 3_000;
/** When the user is sent to /explore after a failed navigation. */
export const NAVIGATION_REDIRECT_MS = 1_500;
export const NAVIGATION_FAILED_MESSAGE = 'Navigation failed. Redirecting to explore page...';

/** A rendering error: how long 'Something went wrong' shows before returning to /explore. */
export const RENDER_ERROR_RETURN_MS = 4_000;
export const RENDER_ERROR_TITLE = 'Something went wrong';

/** The brief spinner on each route change (SPEC.md: about 100 to 300 ms). */
export const ROUTE_CHANGE_SPINNER_MS = 200;

export const FALLBACK_PATH = '/explore';
