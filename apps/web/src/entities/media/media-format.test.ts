import { describe, expect, it } from 'vitest';
import { mediaListSearch } from './api/get-media-list';
import { formatBytes, formatDuration, mediaAccept, mediaLink, titleFromFileName } from './media-format';
import { mediaKeys } from './media-keys';

describe('media formats', () => {
  it('tells time like a player', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(42.9)).toBe('0:42');
    expect(formatDuration(190)).toBe('3:10');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });

  it('tells sizes in bytes, KB and MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3_400_000)).toBe('3.2 MB');
  });

  it('titles an upload by its file name, links absolutely, and accepts by kind', () => {
    expect(titleFromFileName('night drive.final.wav')).toBe('night drive.final');
    expect(titleFromFileName('.env')).toBe('.env');
    expect(mediaLink({ url: '/media/a.wav' })).toBe(`${window.location.origin}/media/a.wav`);
    expect(mediaAccept('image')).toBe('image/*');
    expect(mediaAccept()).toBe('audio/*,video/*,image/*');
  });
});

describe('media lists', () => {
  it('asks for a kind, saved, words and a cursor', () => {
    expect(mediaListSearch({})).toBe('limit=24');
    expect(mediaListSearch({ kind: 'audio', q: ' night drive ' }, 'c2')).toBe(
      'kind=audio&q=night+drive&limit=24&cursor=c2',
    );
    expect(mediaListSearch({ saved: true })).toBe('saved=true&limit=24');
  });

  it('keys the same list the same way however it was asked for', () => {
    expect(mediaKeys.list({ q: '  ', saved: false })).toEqual(mediaKeys.list({}));
    expect(mediaKeys.list({ kind: 'video', q: 'x ' })).toEqual(['media', 'list', { kind: 'video', q: 'x' }]);
  });
});
