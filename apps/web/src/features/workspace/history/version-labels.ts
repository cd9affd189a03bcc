import type { ClientVersion, VersionPerson } from '@/entities/versions';
import { madeOnFirstUse } from '@/lib/made-on-first-use';
import { HISTORY_TEXT } from './history-constants';

// How a version is named in the history: "Version 12 · Edit by bob, carol · 14:02–14:09".

/** Editors named before "and N more". */
const NAMED_EDITORS = 3;

const nameOf = (person: VersionPerson | null) => person?.name ?? HISTORY_TEXT.deletedAccount;

function names(people: VersionPerson[]): string {
  if (people.length === 0) return HISTORY_TEXT.deletedAccount;
  const named = people.slice(0, NAMED_EDITORS).map(nameOf).join(', ');
  const more = people.length - NAMED_EDITORS;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** What made the version and who: "Merge of alice's contribution by ada". */
export function versionCauseLabel(version: ClientVersion): string {
  const by = nameOf(version.actor);
  switch (version.cause) {
    case 'edit':
      // Editors whose accounts were deleted since are not listed by the server.
      return `Edit by ${names(version.editors)}`;
    case 'merge':
      return version.contribution
        ? `Merge of ${version.contribution.authorUsername}'s contribution by ${by}`
        : `Merge by ${by}`;
    case 'replace':
      return `Whole text saved by ${by}`;
    case 'restore':
      return version.restoredFrom
        ? `Restored version ${version.restoredFrom.number} by ${by}`
        : `Restored by ${by}`;
    case 'import':
      return 'The main content before live editing';
    case 'tracks':
      return `${tracksChangeLabel(version)} by ${by}`;
  }
}

/** "Added Bass", "New file for Vocals", "Removed Keys"; "Tracks changed" for several changes at once. */
function tracksChangeLabel(version: ClientVersion): string {
  const [only, ...more] = version.songChanges;
  if (!only || more.length > 0) return 'Tracks changed';
  switch (only.kind) {
    case 'added':
      return `Added ${only.name}`;
    case 'replaced':
      return `New file for ${only.name}`;
    case 'removed':
      return `Removed ${only.name}`;
    default:
      return 'Tracks changed';
  }
}

// Made once, when first used: a formatter takes far longer to make than to use.
const clock = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const dayThisYear = madeOnFirstUse(() => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }));
const dayOtherYear = madeOnFirstUse(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "14:02" today, "May 1, 14:02" this year, "May 1, 2024, 14:02" before. */
function at(date: Date, time: string, now: Date): string {
  if (sameDay(date, now)) return time;
  const day = (date.getFullYear() === now.getFullYear() ? dayThisYear : dayOtherYear)().format(date);
  return `${day}, ${time}`;
}

/** When: an edit's span ("14:02–14:09") or the moment of anything else ("14:09"), with its day unless today. */
export function versionTimeLabel(version: ClientVersion, now = new Date()): string {
  const end = new Date(version.createdAt);
  const start = new Date(version.startedAt);
  const endTime = clock().format(end);
  const startTime = clock().format(start);
  if (version.cause !== 'edit' || (startTime === endTime && sameDay(start, end)))
    return at(end, endTime, now);
  if (sameDay(start, end)) return at(end, `${startTime}–${endTime}`, now);
  return `${at(start, startTime, now)} – ${at(end, endTime, now)}`;
}

export const versionName = (version: { number: number }) => `Version ${version.number}`;
