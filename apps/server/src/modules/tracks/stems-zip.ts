import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// The stems of a song as one ZIP (docs/design/music-tracks.md §8): README.txt, mix.csv, then each
// track's file as uploaded, stored (audio does not deflate usefully), opened only when the archive
// reaches it. Every size is known up front, so the archive's exact length is known before its first
// byte (Content-Length). No database and no media folder here: the route hands in how to open each file.

/** A track's name in a member's name is cut to this many characters (design §8). */
export const STEM_NAME_MAX = 100;
const EXTENSION_MAX = 10;
const FALLBACK_TRACK_NAME = 'Track';
const FALLBACK_PROJECT_NAME = 'Song';

export interface StemFile {
  /** The stored file's own extension: `wav`, `mp3`… */
  extension: string;
  /** Its exact size: the archive's length is computed from it, and a file of another size fails the archive. */
  sizeBytes: number;
  /** Opens the file, called only when the archive reaches it: after the file before it was read to its end. */
  open: () => Readable | Promise<Readable>;
}

export interface StemEntry {
  /** 0, 1, 2… top to bottom, as the song keeps it; names and mix.csv count from 1. */
  position: number;
  name: string;
  role: string;
  startOffsetMs: number;
  durationMs: number;
  gainDb: number;
  pan: number;
  /** null: the track's file was deleted by its owner (listed in README.txt, no member). */
  file: StemFile | null;
}

export interface StemsInput {
  projectName: string;
  /** The version's number; null for the current song. */
  version: number | null;
  /** When the song was in this state (the version's time; now for the current song): every member's date. */
  songAt: Date;
  tempoBpm: number | null;
  beatsPerBar: number;
  entries: readonly StemEntry[];
}

export interface StemsArchive {
  /** The archive's exact length, known before its first byte. */
  sizeBytes: number;
  /**
   * The archive. It fails, rather than ending short, when a file cannot be opened or read or is not
   * its announced size: send it at once (a failure before anyone listens would be unhandled).
   * Destroying it closes the file being read and opens no other.
   */
  stream: Readable;
}

/** A stem's member name: `01 Drums.wav` — position from 1, a file-safe name, the file's own extension. */
export function stemFileName(position: number, name: string, extension: string): string {
  const { stem, ext } = stemParts(position, name, extension);
  return `${stem}${ext}`;
}

function stemParts(position: number, name: string, extension: string): { stem: string; ext: string } {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, EXTENSION_MAX);
  return {
    stem: `${String(position + 1).padStart(2, '0')} ${safeName(name, FALLBACK_TRACK_NAME)}`,
    ext: ext ? `.${ext}` : '',
  };
}

/**
 * The download's name for `content-disposition`: `ascii` for `filename="…"` (old clients) and
 * `utf8` already encoded for `filename*=UTF-8''…` (RFC 5987), and the header made of both.
 */
export function zipDownloadName(
  projectName: string,
  version: number | null,
): { ascii: string; utf8: string; contentDisposition: string } {
  const suffix = version === null ? ' stems.zip' : ` v${version} stems.zip`;
  const name = `${safeName(projectName, FALLBACK_PROJECT_NAME)}${suffix}`;
  const ascii = `${asciiName(projectName)}${suffix}`;
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return { ascii, utf8, contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}` };
}

/** Builds the archive; resolves with its exact length before anything is read from it. */
export function stemsZip(input: StemsInput): Promise<StemsArchive> {
  const zip = new ZipFile();
  // yazl's output is a PassThrough; its typings only say "a readable stream".
  const stream = zip.outputStream as Readable;
  // Fixed dates and stored data: yazl can then compute the whole length up front.
  const options = { mtime: input.songAt, compress: false };
  let reading: Readable | null = null;
  const fail = (err: Error) => {
    if (!stream.readableEnded) stream.destroy(err);
  };
  // A client that went away: close the file being read; the archive reaches no other.
  stream.once('close', () => reading?.destroy());

  const tracks = memberNames(input.entries);
  return new Promise<StemsArchive>((resolve, reject) => {
    zip.on('error', (err: Error) => {
      reject(err);
      fail(err);
    });
    try {
      zip.addBuffer(Buffer.from(readme(input, tracks)), 'README.txt', options);
      zip.addBuffer(Buffer.from(mixCsv(input, tracks)), 'mix.csv', options);
      for (const { entry, member } of tracks) {
        const file = entry.file;
        if (!file || !member) continue;
        if (!Number.isSafeInteger(file.sizeBytes) || file.sizeBytes < 0) {
          throw new Error(`${member}: the size must be a whole number of bytes.`);
        }
        zip.addReadStreamLazy(member, { ...options, size: file.sizeBytes }, (use) => {
          // yazl reaches the first file while the archive is still being built: open it a moment
          // later, and not at all if building failed or the archive is gone by then.
          Promise.resolve()
            .then(() => (stream.destroyed ? null : file.open()))
            .then((fileStream) => {
              if (!fileStream) return;
              if (stream.destroyed) {
                fileStream.destroy();
                return;
              }
              reading = fileStream;
              // yazl pipes the file in, and a pipe does not pass a source's error on.
              fileStream.on('error', fail);
              use(null, fileStream);
            }, fail);
        });
      }
      const sized = (sizeBytes: number) => {
        if (sizeBytes < 0) reject(new Error('The archive length cannot be known before it is written.'));
        else resolve({ sizeBytes, stream });
      };
      // yazl passes the length to this callback; @types/yazl 3.3.1 declares it without a parameter.
      zip.end(undefined, sized as () => void);
    } catch (err) {
      stream.destroy();
      reject(err);
    }
  });
}

interface NamedTrack {
  entry: StemEntry;
  /** The member's name; null when the file was deleted. */
  member: string | null;
}

/** Top to bottom, each file under a name no other member has, even where case does not count. */
function memberNames(entries: readonly StemEntry[]): NamedTrack[] {
  const taken = new Set(['readme.txt', 'mix.csv']);
  return [...entries]
    .sort((a, b) => a.position - b.position)
    .map((entry) => {
      if (!entry.file) return { entry, member: null };
      const { stem, ext } = stemParts(entry.position, entry.name, entry.file.extension);
      let member = `${stem}${ext}`;
      for (let n = 2; taken.has(member.toLowerCase()); n++) member = `${stem} (${n})${ext}`;
      taken.add(member.toLowerCase());
      return { entry, member };
    });
}

// Bidirectional controls make a name read backwards ("x\u202Evaw.exe" shows as "xexe.wav"): dropped.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of text: control characters become spaces, runs of space one space. */
function oneLine(text: string): string {
  return text
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name every file system takes: no `/\:*?"<>|`, control characters or leading dots; never empty. */
function safeName(name: string, fallback: string): string {
  const safe = oneLine(name.replace(/[/\\:*?"<>|]/g, '_')).replace(/^[.\s]+/, '');
  return Array.from(safe).slice(0, STEM_NAME_MAX).join('').trim() || fallback;
}

/** The ASCII fallback: accents dropped, anything else outside printable ASCII (or risky in a header) `_`. */
function asciiName(name: string): string {
  // Compatibility forms first: a full-width slash becomes a slash, which safeName then replaces.
  const unaccented = name.normalize('NFKD').replace(/\p{M}/gu, '');
  const ascii = safeName(unaccented, FALLBACK_PROJECT_NAME).replace(/[^\x20-\x7e]|[%;\\"]/g, '_');
  return ascii.replace(/^[_\s]+$/, '') || FALLBACK_PROJECT_NAME;
}

/** `m:ss.mmm`, as a spreadsheet reads a duration. */
function clock(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const seconds = Math.floor(whole / 1000) % 60;
  return `${Math.floor(whole / 60_000)}:${String(seconds).padStart(2, '0')}.${String(whole % 1000).padStart(3, '0')}`;
}

const decibels = (gainDb: number) => String(Math.round(gainDb * 10) / 10);

/**
 * A CSV field (RFC 4180). Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) gets a
 * leading `'`: track names come from other members, and a name must never become a live formula.
 */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * mix.csv: one row a track, top to bottom, deleted ones with an empty `file`. The song's tempo and
 * beats per bar are two last columns repeated on every row (an empty tempo when it is not set), so
 * the file stays one rectangular table that every spreadsheet and CSV reader takes as it is. Starts
 * with a UTF-8 byte order mark (without it Excel reads names as Windows-1252) and ends lines with CRLF.
 */
function mixCsv(input: StemsInput, tracks: readonly NamedTrack[]): string {
  const header =
    'position,name,role,file,start_offset_ms,start_offset,gain_db,pan,duration_ms,tempo_bpm,beats_per_bar';
  const rows = tracks.map(({ entry, member }) =>
    [
      entry.position + 1,
      csvField(entry.name),
      csvField(entry.role),
      csvField(member ?? ''),
      entry.startOffsetMs,
      clock(entry.startOffsetMs),
      decibels(entry.gainDb),
      entry.pan,
      entry.durationMs,
      input.tempoBpm ?? '',
      input.beatsPerBar,
    ].join(','),
  );
  return `\ufeff${[header, ...rows].join('\r\n')}\r\n`;
}

const panText = (pan: number) => (pan === 0 ? 'C' : pan < 0 ? `L${-pan}` : `R${pan}`);

/** README.txt: how to line the files up, the tempo, every file, and the tracks whose file was deleted. */
function readme(input: StemsInput, tracks: readonly NamedTrack[]): string {
  const { version, tempoBpm, beatsPerBar } = input;
  const when =
    version === null
      ? `as it was at ${input.songAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, when this archive was made`
      : `as it was in version ${version}`;
  const placed = ({ entry }: NamedTrack) =>
    `starts at ${clock(entry.startOffsetMs)}, lasts ${clock(entry.durationMs)}, gain ${decibels(entry.gainDb)} dB, pan ${panText(entry.pan)}`;
  const kept = tracks.filter((track) => track.member !== null);
  const deleted = tracks.filter((track) => track.member === null);
  const lines = [
    `${oneLine(input.projectName) || FALLBACK_PROJECT_NAME}: the stems of ${version === null ? 'the current song' : `version ${version}`}`,
    '',
    `Place each file at its start offset to hear the song ${when}.`,
    'mix.csv lists every track with its start offset, gain and pan, and the tempo, for a spreadsheet or',
    'a music program. The files are the originals as uploaded: nothing was re-encoded.',
    '',
    `Tempo: ${tempoBpm === null ? 'not set' : `${tempoBpm} bpm`}, ${beatsPerBar} ${beatsPerBar === 1 ? 'beat' : 'beats'} per bar.`,
    '',
    'Files:',
    ...(kept.length > 0 ? kept.map((track) => `  ${track.member}: ${placed(track)}`) : ['  (none)']),
  ];
  if (deleted.length > 0) {
    lines.push('', 'Deleted by their owners, so not in this archive (the song plays them as silence):');
    for (const track of deleted) {
      const number = String(track.entry.position + 1).padStart(2, '0');
      lines.push(`  ${number} ${oneLine(track.entry.name)}: ${placed(track)}`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
