// Apart from use-sign-out.ts, whose query cache a guard on the critical path must not pull in.

/** The history entry (location key) of the page the visitor last signed out on. */
let signedOutOnKey: string | null = null;

/** Notes that the visitor signs out on the page with location key `key`. */
export function rememberSignOutOn(key: string): void {
  signedOutOnKey = key;
}

/**
 * Whether the visitor signed out on this very page. Its guard then sends them to plain /login,
 * not to sign in *back to it*: the router's move to /login is a transition, so the page may still
 * be on screen, and its guard may run, when the session ends.
 */
export function signedOutOn(key: string): boolean {
  return signedOutOnKey === key;
}
