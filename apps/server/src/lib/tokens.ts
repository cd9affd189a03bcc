import { hash, randomBytes } from 'node:crypto';

/** A secret to hand out once (a session, an invite link): 32 random bytes, base64url (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is kept of a token: its SHA-256, so a copy of the database opens nothing. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
