import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/projects?sort=popular')).toBe('/projects?sort=popular');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'projects',
    '/login?x=1',
    '/register',
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('passes the page along, encoded', () => {
    expect(loginPathFor('/friends', '?tab=requests')).toBe('/login?redirect=%2Ffriends%3Ftab%3Drequests');
  });
});
