import { describe, expect, it } from 'vitest';
import { fixture, wavFile } from '../../../test/kits/media-audio';
import {
  GIF_1X1,
  HTML_PAGE,
  JPEG_1X1,
  PNG_1X1,
  SHELL_SCRIPT,
  SVG_IMAGE,
  WEBP_1X1,
} from '../../../test/kits/media-images';
import { id3TagLength, SNIFF_BYTES, sniff, sniffFile } from './sniff';

const head = (bytes: Buffer) => bytes.subarray(0, SNIFF_BYTES);
const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** A whole file to sniffFile. */
const inMemory = (bytes: Buffer) => async (offset: number, length: number) =>
  bytes.subarray(offset, offset + length);

describe('sniff', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniff(head(PNG_1X1))).toEqual({ kind: 'image', mimeType: 'image/png', ext: 'png' });
    expect(sniff(head(JPEG_1X1))).toEqual({ kind: 'image', mimeType: 'image/jpeg', ext: 'jpg' });
    expect(sniff(head(GIF_1X1))).toEqual({ kind: 'image', mimeType: 'image/gif', ext: 'gif' });
    expect(sniff(head(WEBP_1X1))).toEqual({ kind: 'image', mimeType: 'image/webp', ext: 'webp' });
    expect(sniff(latin1('GIF87a\x01\x00\x01\x00'))?.mimeType).toBe('image/gif');
    for (const chunk of ['VP8 ', 'VP8L', 'VP8X']) {
      expect(sniff(latin1(`RIFF\x00\x00\x00\x00WEBP${chunk}`))?.ext).toBe('webp');
    }
  });

  it('recognises WAV, MP3, FLAC, Ogg Vorbis and Ogg Opus as audio', () => {
    const audio = (mimeType: string, ext: string) => ({ kind: 'audio', mimeType, ext });
    expect(sniff(head(wavFile({ seconds: 0.01, level: () => 0 })))).toEqual(audio('audio/wav', 'wav'));
    expect(sniff(head(fixture('tone.mp3')))).toEqual(audio('audio/mpeg', 'mp3'));
    expect(sniff(head(fixture('tone.flac')))).toEqual(audio('audio/flac', 'flac'));
    expect(sniff(head(fixture('tone.ogg')))).toEqual(audio('audio/ogg', 'ogg'));
    expect(sniff(head(fixture('tone.opus')))).toEqual(audio('audio/ogg', 'opus'));
    // MPEG-1 layer III at 44.1 kHz and 128 kb/s, the most common MP3 frame header.
    expect(sniff(Buffer.from([0xff, 0xfb, 0x90, 0x64]))?.ext).toBe('mp3');
  });

  it('recognises MP4 by its brand, and WebM and Matroska by their DocType; their tracks decide later', () => {
    expect(sniff(head(fixture('tone.m4a')))).toMatchObject({
      kind: 'audio',
      mimeType: 'audio/mp4',
      ext: 'm4a',
    });
    expect(sniff(head(fixture('clip.mp4')))).toEqual({
      kind: 'video',
      mimeType: 'video/mp4',
      ext: 'mp4',
      tracks: { audio: 'audio/mp4', video: 'video/mp4' },
    });
    expect(sniff(head(fixture('clip.mov')))).toMatchObject({ mimeType: 'video/quicktime', ext: 'mov' });
    expect(sniff(head(fixture('clip.webm')))).toMatchObject({
      ext: 'webm',
      tracks: { audio: 'audio/webm', video: 'video/webm' },
    });
    expect(sniff(head(fixture('clip.mkv')))).toMatchObject({ mimeType: 'video/x-matroska', ext: 'mkv' });
  });

  it('refuses HTML, SVG, scripts and text, whatever they claim to be', () => {
    for (const bytes of [HTML_PAGE, SVG_IMAGE, SHELL_SCRIPT]) expect(sniff(head(bytes))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.from('hello, world'))).toBeNull();
    expect(sniff(Buffer.from('\uFEFF<html>'))).toBeNull();
  });

  it('refuses other binary formats that start alike', () => {
    expect(sniff(latin1('RIFF\x24\x00\x00\x00AVI LIST'))).toBeNull();
    expect(sniff(latin1('RIFF\x00\x00\x00\x00WEBPJUNK'))).toBeNull();
    expect(sniff(latin1('GIF88a'))).toBeNull();
    expect(sniff(latin1('%PDF-1.7'))).toBeNull();
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    // AAC in ADTS (layer 0), a reserved MPEG version, a "bad" bit rate: not MP3 frames.
    for (const frame of [
      [0xff, 0xf1, 0x50, 0x80],
      [0xff, 0xeb, 0x90, 0x64],
      [0xff, 0xfb, 0xf0, 0x64],
    ]) {
      expect(sniff(Buffer.from(frame))).toBeNull();
    }
    // HEIF and AVIF images, 3GP: the `ftyp` box with brands that are not accepted.
    for (const brand of ['heic', 'mif1', 'avif', '3gp4']) {
      expect(sniff(latin1(`\x00\x00\x00\x18ftyp${brand}\x00\x00\x00\x00`))).toBeNull();
    }
    // Ogg carrying Theora video; EBML of another DocType; EBML whose header is cut short.
    expect(sniff(latin1(`OggS\x00\x02${'\x00'.repeat(20)}\x01\x2a\x80theora`))).toBeNull();
    expect(sniff(latin1('\x1a\x45\xdf\xa3\x87\x42\x82\x84abcd'))).toBeNull();
    expect(sniff(head(fixture('clip.webm')).subarray(0, 20))).toBeNull();
  });

  it('refuses files too short to carry the whole signature', () => {
    expect(sniff(new Uint8Array())).toBeNull();
    expect(sniff(PNG_1X1.subarray(0, 7))).toBeNull();
    expect(sniff(JPEG_1X1.subarray(0, 2))).toBeNull();
    expect(sniff(Buffer.from('GIF89'))).toBeNull();
    expect(sniff(WEBP_1X1.subarray(0, 15))).toBeNull();
    expect(sniff(Buffer.from([0xff, 0xfb]))).toBeNull();
  });
});

describe('sniffFile', () => {
  it('skips an ID3 tag, however long, to the MPEG audio after it', async () => {
    const tagged = fixture('tone-id3.mp3');
    expect(id3TagLength(tagged)).toBeGreaterThan(10);
    expect(await sniffFile(inMemory(tagged))).toMatchObject({ kind: 'audio', ext: 'mp3' });
    // A tag of 100 KB (cover art) in front of the frames.
    const size = 100_000;
    const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
    const big = Buffer.concat([
      Buffer.from([...latin1('ID3'), 3, 0, 0, ...syncsafe]),
      Buffer.alloc(size),
      fixture('tone.mp3'),
    ]);
    expect(await sniffFile(inMemory(big))).toMatchObject({ ext: 'mp3' });
  });

  it('refuses an ID3 tag followed by anything but MPEG audio', async () => {
    const tag = Buffer.from([...latin1('ID3'), 4, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]);
    for (const rest of [HTML_PAGE, PNG_1X1, fixture('tone.flac')]) {
      expect(await sniffFile(inMemory(Buffer.concat([tag, rest])))).toBeNull();
    }
    expect(id3TagLength(latin1('ID3\x05\x00\x00\x00\x00\x00\x0a'))).toBe(0); // no ID3v2.5
    expect(id3TagLength(latin1('ID3\x03\x00\x00\x00\x00\x80\x00'))).toBe(0); // not syncsafe
  });
});
