import type { Version, VersionSummary } from '@create-together/contract';
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
  };
}

export function presentVersion(record: VersionRecord & { content: string }): Version {
  return { ...presentVersionSummary(record), content: record.content };
}
