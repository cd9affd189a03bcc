/** Every message of SPEC.md §8 "Auth", to the letter. */
export const AUTH_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again.',
  verifyFailed: 'Failed to verify authentication status.',
  checkFailed: 'Authentication check failed. Please log in.',
  checkNetworkError: 'An error occurred during authentication check.',
  loginNetworkError: 'An error occurred during login.',
  registerNetworkError: 'An error occurred during registration.',
  loginFailed: 'Login failed.',
  registerFailed: 'Registration failed.',
  sessionLoadFailed: 'Could not load session. Please try logging in.',
  /** The toast of the app-wide 401 event. */
  sessionExpiredToast: 'Session expired. Please log in again.',
} as const;

/** SPEC.md §9: the session check runs at most once per 2 s. */
export const SESSION_CHECK_THROTTLE_MS = 2_000;

/** How long the persisted sign-in state is trusted before a fresh check (the server session slides for 30 days). */
export const AUTH_PERSIST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
