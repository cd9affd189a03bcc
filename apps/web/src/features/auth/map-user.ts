import { z } from 'zod';
import type { ClientUser } from './client-user';

export type { ClientUser } from './client-user';
export { displayName } from './client-user';

const optionalText = z.string().nullish();

/**
 * What the server may send for a user: our server sends the contract's `User`
 * (fullName, avatarUrl, createdAt in epoch seconds); SPEC.md §7 also allows
 * `profilePictureUrl` or `avatar`. Read leniently, then map.
 */
export const ServerUser = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  username: z.string(),
  email: optionalText,
  fullName: optionalText,
  avatarUrl: optionalText,
  profilePictureUrl: optionalText,
  avatar: optionalText,
  role: optionalText,
  bio: optionalText,
  createdAt: z.union([z.number(), z.string()]).nullish(),
  skills: z.array(z.string()).nullish(),
  interests: z.array(z.string()).nullish(),
  emailVerified: z.boolean().nullish(),
});
export type ServerUser = z.input<typeof ServerUser>;

/** Splits a full name on its first space: "Ada King Lovelace" → ["Ada", "King Lovelace"]. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

function toIsoDate(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  // Server times are seconds since the epoch (API.md "Conventions").
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Maps a server user to the client User of SPEC.md §3. Throws on a shape that is not a user. */
export function mapServerUser(input: unknown): ClientUser {
  const raw = ServerUser.parse(input);
  const fullName = (raw.fullName ?? '').trim();
  const picture = raw.profilePictureUrl || raw.avatarUrl || raw.avatar || null;
  return {
    id: raw.id,
    username: raw.username,
    email: raw.email ?? '',
    fullName,
    ...splitFullName(fullName),
    profilePictureUrl: picture,
    avatar: picture,
    role: raw.role?.trim() || 'user',
    bio: raw.bio ?? '',
    createdAt: toIsoDate(raw.createdAt),
    skills: raw.skills ?? [],
    interests: raw.interests ?? [],
    emailVerified: raw.emailVerified ?? false,
  };
}
