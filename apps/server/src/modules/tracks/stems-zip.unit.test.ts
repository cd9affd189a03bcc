import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type StemEntry, type StemFile, stemFileName, stemsZip, zipDownloadName } from './stems-zip';

const dir = mkdtempSync(join(tmpdir(), 'ct-stems-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Local time, even seconds: what a ZIP's DOS date holds exactly. */
const songAt = new Date(2026, 10, 26, 14, 3, 20);

interface Member {
  name: string;
  compressType: number;
  dateTime: number[];
  size: number;
  sha256: string;
  text: string | null;
}

/** Reads an archive back with Python's zipfile (another implementation than the one writing it). */
const READ_ZIP = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    members = []
    for info in z.infolist():
        data = z.read(info)
        text = data.decode('utf-8') if info.filename.endswith(('.txt', '.csv')) else None
        members.append({'name': info.filename, 'compressType': info.compress_type, 'dateTime': list(info.date_time),
                        'size': info.file_size, 'sha256': hashlib.sha256(data).hexdigest(), 'text': text})
    print(json.dumps({'members': members, 'badMember': z.testzip()}))
`;

function readZip(archive: Buffer): { members: Member[]; badMember: string | null; path: string } {
  const path = join(dir, `read-${randomBytes(4).toString('hex')}.zip`);
  writeFileSync(path, archive);
  return { ...JSON.parse(execFileSync('python3', ['-c', READ_ZIP, path], { encoding: 'utf8' })), path };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Everything a stream gives until it ends or fails. */
async function drain(stream: Readable): Promise<{ data: Buffer; error: Error | null }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { data: Buffer.concat(chunks), error: null };
  } catch (err) {
    return { data: Buffer.concat(chunks), error: err as Error };
  }
}

/** How many files are being read (opened, not yet read to their end) and open (not yet closed). */
const counters = () => ({ reading: 0, mostReading: 0, open: 0 });

/** A file on disk whose opens, ends and closes are counted. */
function diskFile(name: string, data: Buffer, extension: string, log: string[], count = counters()) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const file: StemFile = {
    extension,
    sizeBytes: data.length,
    open: () => {
      log.push(name);
      count.open++;
      count.reading++;
      count.mostReading = Math.max(count.mostReading, count.reading);
      return createReadStream(path)
        .once('end', () => count.reading--)
        .once('close', () => count.open--);
    },
  };
  return { data, file };
}

const memoryFile = (data: Buffer, extension = 'wav'): StemFile => ({
  extension,
  sizeBytes: data.length,
  open: () => Readable.from([data]),
});

function track(
  position: number,
  name: string,
  file: StemFile | null,
  extra: Partial<StemEntry> = {},
): StemEntry {
  return {
    position,
    name,
    role: '',
    startOffsetMs: 0,
    durationMs: 60_000,
    gainDb: 0,
    pan: 0,
    file,
    ...extra,
  };
}

const song = { projectName: 'Night Drive', version: 12, songAt, tempoBpm: 92, beatsPerBar: 4 };

describe('stemsZip', () => {
  it('announces its exact length and holds README.txt, mix.csv and every file in order, stored, byte for byte', async () => {
    const log: string[] = [];
    const count = counters();
    // Larger than every buffer between the file and the archive: the next file waits for this one.
    const drums = diskFile('drums.wav', randomBytes(1_500_000), 'WAV', log, count);
    const bass = diskFile('bass.mp3', randomBytes(300_001), 'mp3', log, count);
    const empty = diskFile('solo.flac', Buffer.alloc(0), 'flac', log, count);
    const entries = [
      track(3, 'Gtr: solo', empty.file, { role: 'lead', startOffsetMs: 125_500, durationMs: 30_000 }),
      track(1, 'Bass (take by alice)', bass.file, {
        role: 'bass',
        startOffsetMs: 10_000,
        gainDb: -3.5,
        pan: -20,
      }),
      track(2, 'Keys', null, { startOffsetMs: 65_432, durationMs: 1_000, pan: 100 }),
      track(0, 'Drums', drums.file, { role: 'drums', durationMs: 180_000, gainDb: 1.5 }),
    ];

    const archive = await stemsZip({ ...song, entries });
    // Nothing read yet: the archive has reached the first file only, and holds on to it.
    await sleep(100);
    expect(log).toEqual(['drums.wav']);

    const { data, error } = await drain(archive.stream);
    expect(error).toBeNull();
    expect(data.length).toBe(archive.sizeBytes);
    expect(log).toEqual(['drums.wav', 'bass.mp3', 'solo.flac']);
    // Each file is read to its end before the next is opened (its descriptor may still be closing).
    expect(count.mostReading).toBe(1);
    await sleep(50);
    expect(count.open).toBe(0);

    const { members, badMember, path } = readZip(data);
    expect(badMember).toBeNull();
    // Info-ZIP's unzip tests every member too (it exits non-zero, and execFileSync throws, on a bad one).
    execFileSync('unzip', ['-tq', path]);
    expect(members.map((m) => m.name)).toEqual([
      'README.txt',
      'mix.csv',
      '01 Drums.wav',
      '02 Bass (take by alice).mp3',
      '04 Gtr_ solo.flac',
    ]);
    for (const member of members) {
      expect(member.compressType).toBe(0);
      expect(member.dateTime).toEqual([2026, 11, 26, 14, 3, 20]);
    }
    expect(members.slice(2).map((m) => [m.size, m.sha256])).toEqual(
      [drums.data, bass.data, empty.data].map((d) => [d.length, sha256(d)]),
    );

    expect(members[1]?.text).toBe(
      '\ufeffposition,name,role,file,start_offset_ms,start_offset,gain_db,pan,duration_ms,tempo_bpm,beats_per_bar\r\n' +
        '1,Drums,drums,01 Drums.wav,0,0:00.000,1.5,0,180000,92,4\r\n' +
        '2,Bass (take by alice),bass,02 Bass (take by alice).mp3,10000,0:10.000,-3.5,-20,60000,92,4\r\n' +
        '3,Keys,,,65432,1:05.432,0,100,1000,92,4\r\n' +
        '4,Gtr: solo,lead,04 Gtr_ solo.flac,125500,2:05.500,0,0,30000,92,4\r\n',
    );
    expect(members[0]?.text?.split('\r\n')).toEqual([
      'Night Drive: the stems of version 12',
      '',
      'Place each file at its start offset to hear the song as it was in version 12.',
      'mix.csv lists every track with its start offset, gain and pan, and the tempo, for a spreadsheet or',
      'a music program. The files are the originals as uploaded: nothing was re-encoded.',
      '',
      'Tempo: 92 bpm, 4 beats per bar.',
      '',
      'Files:',
      '  01 Drums.wav: starts at 0:00.000, lasts 3:00.000, gain 1.5 dB, pan C',
      '  02 Bass (take by alice).mp3: starts at 0:10.000, lasts 1:00.000, gain -3.5 dB, pan L20',
      '  04 Gtr_ solo.flac: starts at 2:05.500, lasts 0:30.000, gain 0 dB, pan C',
      '',
      'Deleted by their owners, so not in this archive (the song plays them as silence):',
      '  03 Keys: starts at 1:05.432, lasts 0:01.000, gain 0 dB, pan R100',
      '',
    ]);
  });

  it('gives two files that would share a name, even differing only in case, names of their own', async () => {
    const entries = [
      track(2, 'Keys', memoryFile(Buffer.from('a'))),
      track(2, 'KEYS', memoryFile(Buffer.from('b'))),
      track(2, 'keys', memoryFile(Buffer.from('c'), '')),
      track(2, 'keys', memoryFile(Buffer.from('d'), '')),
    ];
    const archive = await stemsZip({ ...song, entries });
    const { data, error } = await drain(archive.stream);
    expect(error).toBeNull();
    expect(data.length).toBe(archive.sizeBytes);
    const { members } = readZip(data);
    expect(members.slice(2).map((m) => [m.name, m.size])).toEqual([
      ['03 Keys.wav', 1],
      ['03 KEYS (2).wav', 1],
      ['03 keys', 1],
      ['03 keys (2)', 1],
    ]);
  });

  it('says when the current song was taken, and leaves an unset tempo empty', async () => {
    const at = new Date(Date.UTC(2026, 10, 26, 9, 5, 0));
    const archive = await stemsZip({
      ...song,
      version: null,
      songAt: at,
      tempoBpm: null,
      beatsPerBar: 1,
      entries: [track(0, 'Click', memoryFile(Buffer.from('x')))],
    });
    const { members } = readZip((await drain(archive.stream)).data);
    const readme = members[0]?.text ?? '';
    expect(readme).toContain('Night Drive: the stems of the current song\r\n');
    expect(readme).toContain(
      'to hear the song as it was at 2026-11-26 09:05 UTC, when this archive was made.\r\n',
    );
    expect(readme).toContain('Tempo: not set, 1 beat per bar.\r\n');
    expect(members[1]?.text?.split('\r\n')[1]).toBe('1,Click,,01 Click.wav,0,0:00.000,0,0,60000,,1');
  });

  it('quotes CSV fields that need it and never writes a name as a live formula', async () => {
    const entries = [
      track(0, 'Verse, "loud"', null),
      track(1, 'two\nlines', null, { role: ' padded ' }),
      track(2, '=HYPERLINK("http://x")', null, { role: '@sum' }),
      track(3, '-5 dB pad', null, { role: '+1' }),
    ];
    const archive = await stemsZip({ ...song, entries });
    const { members } = readZip((await drain(archive.stream)).data);
    expect(members.map((m) => m.name)).toEqual(['README.txt', 'mix.csv']);
    const rows = members[1]?.text?.split('\r\n') ?? [];
    expect(rows[1]).toBe('1,"Verse, ""loud""",,,0,0:00.000,0,0,60000,92,4');
    expect(rows[2]).toBe('2,"two\nlines"," padded ",,0,0:00.000,0,0,60000,92,4');
    expect(rows[3]).toBe(`3,"'=HYPERLINK(""http://x"")",'@sum,,0,0:00.000,0,0,60000,92,4`);
    expect(rows[4]).toBe(`4,'-5 dB pad,'+1,,0,0:00.000,0,0,60000,92,4`);
    // README keeps each deleted track on one line.
    expect(members[0]?.text).toContain('\r\n  02 two lines: starts at');
  });
});

describe('stemsZip when a file fails', () => {
  const good = memoryFile(randomBytes(10_000));

  async function archiveFailing(file: StemFile) {
    const archive = await stemsZip({ ...song, entries: [track(0, 'Good', good), track(1, 'Bad', file)] });
    return { archive, ...(await drain(archive.stream)) };
  }

  it('fails the archive when a file cannot be opened', async () => {
    const rejecting = await archiveFailing({
      extension: 'wav',
      sizeBytes: 10,
      open: () => Promise.reject(new Error('ENOENT: gone')),
    });
    expect(rejecting.error?.message).toBe('ENOENT: gone');
    expect(rejecting.data.length).toBeLessThan(rejecting.archive.sizeBytes);

    const throwing = await archiveFailing({
      extension: 'wav',
      sizeBytes: 10,
      open: () => {
        throw new Error('EACCES');
      },
    });
    expect(throwing.error?.message).toBe('EACCES');
    expect(throwing.data.length).toBeLessThan(throwing.archive.sizeBytes);
  });

  it('fails the archive when a file fails while it is read', async () => {
    const { archive, data, error } = await archiveFailing({
      extension: 'wav',
      sizeBytes: 2000,
      open: () => {
        const cut = new Readable({ read() {} });
        cut.push(Buffer.alloc(1000));
        setImmediate(() => cut.destroy(new Error('EIO: read failed')));
        return cut;
      },
    });
    expect(error?.message).toBe('EIO: read failed');
    expect(data.length).toBeLessThan(archive.sizeBytes);
  });

  it('fails the archive when a file is shorter than announced', async () => {
    const { archive, data, error } = await archiveFailing({
      ...memoryFile(Buffer.alloc(99)),
      sizeBytes: 100,
    });
    expect(error?.message).toMatch(/unexpected number of bytes/);
    expect(data.length).toBeLessThan(archive.sizeBytes);
  });

  it('closes the file being read and opens no other when the archive is destroyed', async () => {
    const log: string[] = [];
    const count = counters();
    const big = diskFile('big.wav', randomBytes(2_000_000), 'wav', log, count);
    const next = diskFile('next.wav', randomBytes(10), 'wav', log, count);
    const archive = await stemsZip({
      ...song,
      entries: [track(0, 'Big', big.file), track(1, 'Next', next.file)],
    });
    let received = 0;
    for await (const chunk of archive.stream) {
      received += (chunk as Buffer).length;
      if (received > 100_000) break; // a for-await break destroys the stream, as a client leaving does
    }
    await sleep(100);
    expect(archive.stream.destroyed).toBe(true);
    expect(log).toEqual(['big.wav']);
    expect(count.open).toBe(0);
  });

  it('opens nothing when building the archive fails, and closes a file whose open was under way', async () => {
    const opened: Readable[] = [];
    const slowOpen: StemFile = {
      extension: 'wav',
      sizeBytes: 3,
      open: async () => {
        await sleep(20);
        // A stream that never ends by itself: only the archive can close it.
        const stream = new Readable({ read() {} });
        opened.push(stream);
        return stream;
      },
    };
    const badSize = { ...slowOpen, sizeBytes: -1 };
    await expect(
      stemsZip({ ...song, entries: [track(0, 'Slow', slowOpen), track(1, 'Bad', badSize)] }),
    ).rejects.toThrow('02 Bad.wav: the size must be a whole number of bytes.');
    await sleep(50);
    expect(opened).toEqual([]);

    const archive = await stemsZip({
      ...song,
      entries: [track(0, 'Slow', slowOpen), track(1, 'Next', slowOpen)],
    });
    await sleep(5);
    archive.stream.destroy();
    await sleep(100);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.destroyed).toBe(true);
  });

  it('refuses a size that is not a whole number of bytes', async () => {
    await expect(
      stemsZip({ ...song, entries: [track(0, 'Odd', { ...good, sizeBytes: 1.5 })] }),
    ).rejects.toThrow('01 Odd.wav: the size must be a whole number of bytes.');
  });
});

describe('stemFileName', () => {
  it('numbers from 01 and keeps the file’s own extension, lower case', () => {
    expect(stemFileName(0, 'Drums', 'wav')).toBe('01 Drums.wav');
    expect(stemFileName(9, 'Bass (take by alice)', 'MP3')).toBe('10 Bass (take by alice).mp3');
    expect(stemFileName(99, 'Late', 'ogg')).toBe('100 Late.ogg');
    expect(stemFileName(0, 'No extension', '')).toBe('01 No extension');
    expect(stemFileName(0, 'Odd', '.w/a\\v')).toBe('01 Odd.wav');
  });

  it('makes the name safe for every file system', () => {
    expect(stemFileName(0, 'AC/DC\\riff: take 2*?"<>|', 'wav')).toBe('01 AC_DC_riff_ take 2______.wav');
    expect(stemFileName(0, 'tab\there\r\nnew\u0000line\u007f', 'wav')).toBe('01 tab here new line.wav');
    expect(stemFileName(0, '...hidden', 'wav')).toBe('01 hidden.wav');
    expect(stemFileName(0, ' . .dots', 'wav')).toBe('01 dots.wav');
    expect(stemFileName(0, 'evil\u202Evaw.exe', 'wav')).toBe('01 evilvaw.exe.wav');
    expect(stemFileName(0, 'Cafe\u0301', 'wav')).toBe('01 Café.wav');
  });

  it('is never empty', () => {
    for (const name of ['', '   ', '...', '\u0000\u0001', '\u202E'])
      expect(stemFileName(1, name, 'wav')).toBe('02 Track.wav');
  });

  it('keeps at most 100 characters of the name, never half of one', () => {
    expect(stemFileName(0, 'a'.repeat(150), 'wav')).toBe(`01 ${'a'.repeat(100)}.wav`);
    // 99 letters, then emoji (two UTF-16 units each): the cut falls after the first emoji, whole.
    expect(stemFileName(0, `${'b'.repeat(99)}🎸🎸`, 'wav')).toBe(`01 ${'b'.repeat(99)}🎸.wav`);
    expect(stemFileName(0, `${'c'.repeat(99)} x`, 'wav')).toBe(`01 ${'c'.repeat(99)}.wav`);
  });
});

describe('zipDownloadName', () => {
  it('names the version, with an ASCII fallback and an RFC 5987 UTF-8 form', () => {
    expect(zipDownloadName('Night Drive', 12)).toEqual({
      ascii: 'Night Drive v12 stems.zip',
      utf8: 'Night%20Drive%20v12%20stems.zip',
      contentDisposition:
        'attachment; filename="Night Drive v12 stems.zip"; filename*=UTF-8\'\'Night%20Drive%20v12%20stems.zip',
    });
    expect(zipDownloadName('Night Drive', null).ascii).toBe('Night Drive stems.zip');
  });

  it('drops accents for the fallback and encodes what RFC 5987 does not allow bare', () => {
    const { ascii, utf8 } = zipDownloadName('Café "Ünter" 100% (live)*; it\'s', 3);
    expect(ascii).toBe("Cafe _Unter_ 100_ (live)__ it's v3 stems.zip");
    expect(utf8).toBe('Caf%C3%A9%20_%C3%9Cnter_%20100%25%20%28live%29_%3B%20it%27s%20v3%20stems.zip');
    expect(decodeURIComponent(utf8)).toBe("Café _Ünter_ 100% (live)_; it's v3 stems.zip");
  });

  it('keeps the name safe in both forms, and never empty', () => {
    const tokyo = zipDownloadName('東京／夜', 1);
    expect(tokyo.ascii).toBe('Song v1 stems.zip');
    expect(decodeURIComponent(tokyo.utf8)).toBe('東京／夜 v1 stems.zip');
    // Full-width letters have ASCII forms; a full-width slash becomes a slash, then `_`.
    expect(zipDownloadName('Ｎｉｇｈｔ／東京', 1).ascii).toBe('Night___ v1 stems.zip');
    expect(zipDownloadName('../..', 1).ascii).toBe('_.. v1 stems.zip');
    expect(zipDownloadName('. . .\r\n', 1)).toEqual(
      expect.objectContaining({ ascii: 'Song v1 stems.zip', utf8: 'Song%20v1%20stems.zip' }),
    );
  });
});
