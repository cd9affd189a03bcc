import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { checkSession, createAccount, type NewAccount, signIn, signOut } from '@/entities/account';
import { ApiError } from '@/lib/api-error';
import { raiseAuth401 } from '@/lib/auth-events';
import { resetSessionState } from '@/lib/session-reset';
import { storage } from '@/lib/storage';
import { AUTH_MESSAGES, AUTH_PERSIST_TTL_MS, SESSION_CHECK_THROTTLE_MS } from './auth-messages';
import { type ClientUser, isClientUser } from './client-user';

/** The schema-checked half of signing in (auth-schemas.ts), loaded when first needed. */
export const loadAuthSchemas = () => import('./auth-schemas');

/** SPEC.md §3 "Auth state", plus the signed-in user and the last message to show. */
export interface AuthState {
  user: ClientUser | null;
  isAuthenticated: boolean;
  /** A sign-in, registration or sign-out is under way. */
  loading: boolean;
  /** The session check (GET /api/user/me) is under way. */
  isVerifyingAuth: boolean;
  /** The last auth message of SPEC.md §8 (or the server's), or null. */
  error: string | null;
  login: (identifier: string, password: string) => Promise<boolean>;
  register: (account: NewAccount) => Promise<boolean>;
  logout: () => Promise<void>;
  /** The session check: skipped while one is in flight (same promise) or one ran in the last 2 s. */
  verify: () => Promise<boolean>;
  /** Reads the signed-in user again now, past the throttle: something changed it elsewhere (a mailed link). */
  refresh: () => Promise<boolean>;
  /** Forgets the signed-in user locally (the server session is gone or unknown). */
  clearSession: (error?: string | null) => void;
  clearError: () => void;
}

type PersistedAuth = Pick<AuthState, 'user' | 'isAuthenticated'>;

export const AUTH_STORAGE_KEY = 'auth';

/** A stored session: a user and the flag that says so, or neither. */
function isPersistedAuth(value: unknown): value is PersistedAuth {
  if (!value || typeof value !== 'object') return false;
  const { user, isAuthenticated } = value as Record<string, unknown>;
  if (typeof isAuthenticated !== 'boolean') return false;
  return isAuthenticated ? isClientUser(user) : user === null;
}

class SessionLoadError extends Error {}

/** zustand's persist, through our storage helper (prefix, version, expiry). */
const authStorage: PersistStorage<PersistedAuth> = {
  getItem(name) {
    const read = storage.read<StorageValue<PersistedAuth>>(name);
    if (read.status === 'corrupt') throw new SessionLoadError('Unreadable stored session');
    return read.status === 'ok' ? read.data : null;
  },
  setItem(name, value) {
    storage.set(name, value, { ttlMs: AUTH_PERSIST_TTL_MS });
  },
  removeItem(name) {
    storage.remove(name);
  },
};

// The session check's throttle lives outside the state: it is bookkeeping, not something to render.
let checkInFlight: Promise<boolean> | null = null;
let lastCheckAt = Number.NEGATIVE_INFINITY;

/** Whether `verify()` would be skipped right now because a check ran in the last 2 s. */
export function isSessionCheckFresh(): boolean {
  return checkInFlight === null && Date.now() - lastCheckAt < SESSION_CHECK_THROTTLE_MS;
}

/** Test hook. */
export function resetSessionCheckThrottle(): void {
  checkInFlight = null;
  lastCheckAt = Number.NEGATIVE_INFINITY;
}

function messageFor(error: unknown, networkMessage: string, defaultMessage: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return networkMessage;
    return error.serverMessage ?? defaultMessage;
  }
  return networkMessage;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      /** Signs a user in locally; a different user than before starts from clean stores. */
      async function acceptUser(rawUser: unknown): Promise<boolean> {
        const { mapServerUser } = await loadAuthSchemas();
        const user = mapServerUser(rawUser);
        const previous = get().user;
        if (previous && previous.id !== user.id) resetSessionState();
        set({ user, isAuthenticated: true, error: null });
        // A fresh sign-in is as good as a session check.
        lastCheckAt = Date.now();
        return true;
      }

      async function runCheck(): Promise<boolean> {
        const wasAuthenticated = get().isAuthenticated;
        set({ isVerifyingAuth: true });
        try {
          const answer = await checkSession();
          if (!answer.success || !answer.user) {
            get().clearSession(AUTH_MESSAGES.checkFailed);
            return false;
          }
          try {
            return await acceptUser(answer.user);
          } catch {
            get().clearSession(AUTH_MESSAGES.checkFailed);
            return false;
          }
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            if (wasAuthenticated) {
              get().clearSession(AUTH_MESSAGES.sessionExpired);
              raiseAuth401();
            } else {
              // Never signed in: nothing expired, keep whatever message is already showing.
              set({ user: null, isAuthenticated: false });
            }
          } else if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
            get().clearSession(AUTH_MESSAGES.checkFailed);
          } else if (error instanceof ApiError && !error.isNetworkError) {
            get().clearSession(AUTH_MESSAGES.verifyFailed);
          } else {
            get().clearSession(AUTH_MESSAGES.checkNetworkError);
          }
          return false;
        } finally {
          lastCheckAt = Date.now();
          set({ isVerifyingAuth: false });
        }
      }

      return {
        user: null,
        isAuthenticated: false,
        loading: false,
        isVerifyingAuth: false,
        error: null,

        async login(identifier, password) {
          set({ loading: true, error: null });
          try {
            const answer = await signIn(identifier, password);
            if (!answer.success || !answer.user) {
              set({ error: answer.message || AUTH_MESSAGES.loginFailed });
              return false;
            }
            return await acceptUser(answer.user);
          } catch (error) {
            set({ error: messageFor(error, AUTH_MESSAGES.loginNetworkError, AUTH_MESSAGES.loginFailed) });
            return false;
          } finally {
            set({ loading: false });
          }
        },

        async register(account) {
          set({ loading: true, error: null });
          try {
            const answer = await createAccount(account);
            if (!answer.success || !answer.user) {
              set({ error: answer.message || AUTH_MESSAGES.registerFailed });
              return false;
            }
            return await acceptUser(answer.user);
          } catch (error) {
            set({
              error: messageFor(error, AUTH_MESSAGES.registerNetworkError, AUTH_MESSAGES.registerFailed),
            });
            return false;
          } finally {
            set({ loading: false });
          }
        },

        async logout() {
          set({ loading: true });
          try {
            await signOut();
          } catch {
            // Signed out locally either way; an already-ended session is not an error to show.
          } finally {
            get().clearSession(null);
            lastCheckAt = Number.NEGATIVE_INFINITY;
            set({ loading: false });
          }
        },

        verify() {
          if (checkInFlight) return checkInFlight;
          if (Date.now() - lastCheckAt < SESSION_CHECK_THROTTLE_MS)
            return Promise.resolve(get().isAuthenticated);
          const check = runCheck().finally(() => {
            checkInFlight = null;
          });
          checkInFlight = check;
          return check;
        },

        async refresh() {
          // A check already under way may have asked before the change: one more after it.
          if (checkInFlight) await checkInFlight;
          lastCheckAt = Number.NEGATIVE_INFINITY;
          return get().verify();
        },

        clearSession(error = null) {
          const wasAuthenticated = get().isAuthenticated;
          set({ user: null, isAuthenticated: false, error });
          if (wasAuthenticated) resetSessionState();
        },

        clearError() {
          set({ error: null });
        },
      };
    },
    {
      name: AUTH_STORAGE_KEY,
      storage: authStorage,
      partialize: (state): PersistedAuth => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
      merge(persisted, current) {
        // Nothing stored (a first visit, a sign-out, an expired or older-version entry): start signed out.
        if (persisted === undefined || persisted === null) return current;
        if (!isPersistedAuth(persisted)) throw new SessionLoadError('Stored session has an unknown shape');
        return { ...current, user: persisted.user, isAuthenticated: persisted.isAuthenticated };
      },
      onRehydrateStorage: () => (_state, error) => {
        if (!error) return;
        storage.remove(AUTH_STORAGE_KEY);
        useAuthStore.setState({ user: null, isAuthenticated: false, error: AUTH_MESSAGES.sessionLoadFailed });
      },
      // Hydrated explicitly below, once `useAuthStore` exists for the error callback.
      skipHydration: true,
    },
  ),
);

void useAuthStore.persist.rehydrate();

/** The signed-in user, or null. */
export function useCurrentUser(): ClientUser | null {
  return useAuthStore((state) => state.user);
}
