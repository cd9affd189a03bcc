import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniff } from './sniff';
import { GIF_1X1, HTML_PAGE, JPEG_1X1, PNG_1X1, SVG_IMAGE, WEBP_1X1 } from './test-images';

const head = (bytes: Buffer) => bytes.subarray(0, SNIFF_BYTES);

describe('sniff', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniff(head(PNG_1X1))).toEqual({ kind: 'image', mimeType: 'image/png', ext: 'png' });
    expect(sniff(head(JPEG_1X1))).toEqual({ kind: 'image', mimeType: 'image/jpeg', ext: 'jpg' });
    expect(sniff(head(GIF_1X1))).toEqual({ kind: 'image', mimeType: 'image/gif', ext: 'gif' });
    expect(sniff(head(WEBP_1X1))).toEqual({ kind: 'image', mimeType: 'image/webp', ext: 'webp' });
    expect(sniff(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))?.mimeType).toBe('image/gif');
    for (const chunk of ['VP8 ', 'VP8L', 'VP8X']) {
      expect(sniff(Buffer.from(`RIFF\x00\x00\x00\x00WEBP${chunk}`, 'latin1'))?.ext).toBe('webp');
    }
  });

  it('refuses HTML, SVG and text, whatever they claim to be', () => {
    expect(sniff(head(HTML_PAGE))).toBeNull();
    expect(sniff(head(SVG_IMAGE))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.from('hello, world'))).toBeNull();
    expect(sniff(Buffer.from('\uFEFF<html>'))).toBeNull();
  });

  it('refuses other binary formats that start alike', () => {
    // RIFF but not WebP: a WAV and an AVI.
    expect(sniff(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniff(Buffer.from('RIFF\x24\x00\x00\x00AVI LIST', 'latin1'))).toBeNull();
    // "WEBP" without a VP8 chunk after it.
    expect(sniff(Buffer.from('RIFF\x00\x00\x00\x00WEBPJUNK', 'latin1'))).toBeNull();
    // A GIF with an unknown version, PDF, ZIP.
    expect(sniff(Buffer.from('GIF88a', 'latin1'))).toBeNull();
    expect(sniff(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it('refuses files too short to carry the whole signature', () => {
    expect(sniff(new Uint8Array())).toBeNull();
    expect(sniff(PNG_1X1.subarray(0, 7))).toBeNull();
    expect(sniff(JPEG_1X1.subarray(0, 2))).toBeNull();
    expect(sniff(Buffer.from('GIF89'))).toBeNull();
    expect(sniff(WEBP_1X1.subarray(0, 15))).toBeNull();
  });
});
