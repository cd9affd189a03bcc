/** The signed-in user as the client sees it (SPEC.md §3 "User"). */
export interface ClientUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  /** fullName up to its first space. */
  firstName: string;
  /** fullName after its first space ('' when there is none). */
  lastName: string;
  profilePictureUrl: string | null;
  /** Same address as profilePictureUrl: SPEC.md's client reads both names. */
  avatar: string | null;
  /** `user` when the server gives none. */
  role: string;
  bio: string;
  /** ISO 8601, or null when the server did not say. */
  createdAt: string | null;
  skills: string[];
  interests: string[];
  /** The address was confirmed through a mailed link (absent in a copy stored before it was kept). */
  emailVerified?: boolean;
}

const TEXT_FIELDS = ['id', 'username', 'email', 'fullName', 'firstName', 'lastName', 'role', 'bio'] as const;
const NULLABLE_TEXT_FIELDS = ['profilePictureUrl', 'avatar', 'createdAt'] as const;
const LIST_FIELDS = ['skills', 'interests'] as const;

/**
 * Whether `value` has ClientUser's shape: for the copy this app stored itself (the session kept
 * across reloads), read before the first paint, so without the schema library.
 */
export function isClientUser(value: unknown): value is ClientUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof user[field] === 'string') &&
    NULLABLE_TEXT_FIELDS.every((field) => user[field] === null || typeof user[field] === 'string') &&
    LIST_FIELDS.every(
      (field) =>
        Array.isArray(user[field]) && (user[field] as unknown[]).every((item) => typeof item === 'string'),
    )
  );
}

/** The name to greet someone by. */
export function displayName(user: Pick<ClientUser, 'fullName' | 'username'>): string {
  return user.fullName || user.username;
}
