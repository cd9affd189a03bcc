import type {
  Version as ServerVersion,
  Song,
  SongChange,
  VersionCause,
  VersionSummary,
} from '@create-together/contract';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Someone a version names, as screens name people (the contributions' `author` shape). */
export interface VersionPerson {
  id: string;
  name: string;
  avatar: string | null;
}

/** A version of the main content as the history shows it: the contract's, with ISO times. */
export interface ClientVersion {
  id: string;
  /** 1, 2, 3… per project. */
  number: number;
  cause: VersionCause;
  /** ISO 8601: when the text became this version's (an edit's last change). */
  createdAt: string;
  /** ISO 8601: an edit's first change; `createdAt` for every other cause. */
  startedAt: string;
  /** The merger, saver or restorer; null for an edit, an import, or a deleted account. */
  actor: VersionPerson | null;
  /** Who edited in an `edit` version. */
  editors: VersionPerson[];
  contribution: { id: string; authorUsername: string } | null;
  restoredFrom: { id: string; number: number } | null;
  /** Characters of text. */
  length: number;
  /** How the song changed since the version before. */
  songChanges: SongChange[];
  /** The song's tracks then; null for a version kept before songs existed. */
  trackCount: number | null;
}

/** A version with its Markdown and its song. */
export interface ClientVersionWithContent extends ClientVersion {
  content: string;
  /** The whole song then, to listen to; null for a version kept before songs existed. */
  song: Song | null;
}

const person = (ref: { userId: string; username: string; avatarUrl: string | null }): VersionPerson => ({
  id: ref.userId,
  name: ref.username,
  avatar: ref.avatarUrl,
});

export function mapServerVersion(version: VersionSummary): ClientVersion {
  return {
    id: version.id,
    number: version.number,
    cause: version.cause,
    createdAt: iso(version.createdAt),
    startedAt: iso(version.startedAt),
    actor: version.actor ? person(version.actor) : null,
    editors: version.editors.map(person),
    contribution: version.contribution,
    restoredFrom: version.restoredFrom,
    length: version.length,
    songChanges: version.songChanges,
    trackCount: version.trackCount,
  };
}

export function mapServerVersionWithContent(version: ServerVersion): ClientVersionWithContent {
  return { ...mapServerVersion(version), content: version.content, song: version.song };
}
