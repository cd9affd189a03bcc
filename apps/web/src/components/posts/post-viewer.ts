import type { PostAuthor } from '@create-together/contract';

/**
 * Who is looking, as the post components need it: features/auth's signed-in user fits as it is
 * (components do not import features), or null when signed out.
 */
export interface PostViewer {
  id: string;
  username: string;
  fullName: string;
  profilePictureUrl: string | null;
}

/** The name a post or comment shows for its author. */
export const authorName = (author: Pick<PostAuthor, 'fullName' | 'username'>) =>
  author.fullName.trim() || author.username;

/** A server time (seconds) as ISO, for timeAgo and `<time dateTime>`. */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
