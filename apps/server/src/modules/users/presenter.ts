import type { ActiveSession, FriendshipState, User, UserView } from '@create-together/contract';
import type { SessionListRow, UserRecord } from './repository';
import { parseUserAgent } from './user-agent';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The User object of API.md, built field by field so that nothing else (the hash) can leak. */
export function presentUser(row: UserRecord): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role,
    bio: row.bio,
    createdAt: seconds(row.createdAt),
    skills: row.skills,
    interests: row.interests,
    betaOptIn: row.betaOptIn,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Another user as a signed-in caller sees them: no email nor settings, plus the friendship state. */
export function presentUserView(row: UserRecord, friendship: FriendshipState): UserView {
  const { email: _email, betaOptIn: _betaOptIn, emailVerified: _verified, ...view } = presentUser(row);
  return { ...view, friendship };
}

/** A row of Settings → Active sessions: its handle, never its token hash; the device read from its User-Agent. */
export function presentSession(row: SessionListRow): ActiveSession {
  const { browser, os } = parseUserAgent(row.userAgent);
  return {
    sessionId: row.id,
    current: row.current,
    browser,
    os,
    ip: row.ip,
    createdAt: seconds(row.createdAt),
    lastSeenAt: seconds(row.lastSeenAt),
  };
}
