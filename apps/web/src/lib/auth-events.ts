import { createThrottleGate } from './throttle';

/** The app-wide event raised when the server answers 401 (SPEC.md §4 "Auth"). */
export const AUTH_401_EVENT = 'app:auth-401';

/** SPEC.md §9: the 401 event throttle is 2 s. */
export const AUTH_401_THROTTLE_MS = 2_000;

const raiseGate = createThrottleGate(AUTH_401_THROTTLE_MS);

/** Raises `app:auth-401` on window, at most once per 2 s. Returns whether it was raised. */
export function raiseAuth401(): boolean {
  if (typeof window === 'undefined' || !raiseGate.tryPass()) return false;
  window.dispatchEvent(new CustomEvent(AUTH_401_EVENT));
  return true;
}

/** Test hook: forget when the event was last raised. */
export function resetAuth401Throttle(): void {
  raiseGate.reset();
}
