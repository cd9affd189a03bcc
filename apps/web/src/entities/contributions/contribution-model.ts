import type {
  ContributionPolicies,
  ContributionReview,
  ContributionSong,
  ContributionVote,
  Media,
  Contribution as ServerContribution,
  Take,
} from '@create-together/contract';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const isoOrNull = (seconds: number | null | undefined) => (seconds == null ? null : iso(seconds));

/** SPEC.md §3 "Contribution". */
export interface ClientContribution {
  id: string;
  author: { id: string; name: string; avatar: string | null };
  content: string;
  status: 'open' | 'merged';
  mergedAt: string | null;
  /** The sum of the current votes (stale ones do not count). */
  votes: number;
  hasVoted: boolean;
  myVote: -1 | 0 | 1;
  /** The caller's vote was cast before the author's last change: it no longer counts. */
  myVoteStale: boolean;
  /** Every vote, current and stale, oldest first. */
  voters: ContributionVote[];
  revision: number;
  revisedAt: string | null;
  /** Where it stands with the project's rules, and what its merge still needs. */
  review: ContributionReview;
  /** What its author is (or will be, once merged) credited as; '' names no role. */
  creditRole: string;
  /** A file from the author's library attached to it, or null. */
  media: Media | null;
  /** The takes it proposes for the song (none for text alone). */
  takes: Take[];
  /** With takes: the song it was proposed against, and what changed in it since. */
  song: ContributionSong | null;
  /** What the caller may do to it, as the server decided. */
  policies: ContributionPolicies;
  createdAt: string;
  updatedAt: string;
}

export function mapServerContribution(contribution: ServerContribution): ClientContribution {
  return {
    id: contribution.id,
    author: {
      id: contribution.author.userId,
      name: contribution.author.username,
      avatar: contribution.author.avatarUrl,
    },
    content: contribution.content,
    status: contribution.status,
    mergedAt: isoOrNull(contribution.mergedAt),
    votes: contribution.votes,
    hasVoted: contribution.hasVoted,
    myVote: contribution.myVote,
    myVoteStale: contribution.myVoteStale,
    voters: contribution.voters,
    revision: contribution.revision,
    revisedAt: isoOrNull(contribution.revisedAt),
    review: contribution.review,
    creditRole: contribution.creditRole,
    media: contribution.media,
    takes: contribution.takes,
    song: contribution.song,
    policies: contribution.policies,
    createdAt: iso(contribution.createdAt),
    updatedAt: iso(contribution.updatedAt),
  };
}
