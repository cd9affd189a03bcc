import type { Song, Version, VersionSummary } from '@create-together/contract';
import type { VersionRecord } from './versions-repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A version as the history lists it. */
export function presentVersionSummary(record: VersionRecord): VersionSummary {
  return {
    id: record.id,
    number: record.number,
    cause: record.cause,
    createdAt: seconds(record.createdAt),
    startedAt: seconds(record.startedAt),
    actor: record.actor,
    editors: record.editors,
    contribution: record.contribution,
    restoredFrom: record.restoredFrom,
    length: record.length,
    songChanges: record.songChanges,
    trackCount: record.trackCount,
  };
}

/** A version with its text, and its song as the viewer hears it (presented by the song's owner module). */
export function presentVersion(record: VersionRecord & { content: string }, song: Song | null): Version {
  return { ...presentVersionSummary(record), content: record.content, song };
}
