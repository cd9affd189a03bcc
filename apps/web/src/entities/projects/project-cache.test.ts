import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_STALE_MS, projectQueryOptions } from './api/get-project';
import { installProjectCacheLimit, isProjectDetailQuery, PROJECT_CACHE_MAX } from './project-cache';
import { projectKeys } from './project-keys';

describe('the project cache (SPEC.md §9)', () => {
  let client: QueryClient;
  let uninstall: () => void;
  const has = (id: string) => client.getQueryData(projectKeys.detail(id)) !== undefined;
  const put = (id: string) => client.setQueryData(projectKeys.detail(id), { id });

  beforeEach(() => {
    client = new QueryClient();
    uninstall = installProjectCacheLimit(client, 3);
  });
  afterEach(() => {
    uninstall();
    client.clear();
  });

  it('keeps a project fresh for 5 minutes and at most 100 by default', () => {
    expect(PROJECT_STALE_MS).toBe(5 * 60 * 1000);
    expect(projectQueryOptions('p1').staleTime).toBe(PROJECT_STALE_MS);
    expect(PROJECT_CACHE_MAX).toBe(100);
  });

  it('counts project details only', () => {
    expect(isProjectDetailQuery({ queryKey: projectKeys.detail('p1') })).toBe(true);
    expect(isProjectDetailQuery({ queryKey: projectKeys.mine() })).toBe(false);
    expect(isProjectDetailQuery({ queryKey: projectKeys.comments('p1') })).toBe(false);
    expect(isProjectDetailQuery({ queryKey: projectKeys.details() })).toBe(false);
  });

  it('drops the oldest entry beyond the cap', () => {
    for (const id of ['a', 'b', 'c', 'd']) put(id);
    expect([has('a'), has('b'), has('c'), has('d')]).toEqual([false, true, true, true]);
    put('e');
    expect(has('b')).toBe(false);
    expect(client.getQueryCache().getAll().filter(isProjectDetailQuery)).toHaveLength(3);
  });

  it('the oldest is the least recently used: writing an entry again makes it young', () => {
    for (const id of ['a', 'b', 'c']) put(id);
    put('a');
    put('d');
    expect([has('a'), has('b'), has('c'), has('d')]).toEqual([true, false, true, true]);
  });

  it('never drops a project on screen, and trims it once it leaves', () => {
    put('a');
    const observer = new QueryObserver(client, { queryKey: projectKeys.detail('a'), enabled: false });
    const stop = observer.subscribe(() => {});
    for (const id of ['b', 'c', 'd']) put(id);
    expect([has('a'), has('b'), has('c'), has('d')]).toEqual([true, false, true, true]);
    put('e');
    expect(has('a')).toBe(true);
    expect(has('c')).toBe(false);
    stop();
    // Three entries remain; nothing to trim until a fourth arrives.
    put('f');
    expect(has('a')).toBe(false);
  });

  it('leaves other project queries alone', () => {
    client.setQueryData(projectKeys.mine(), []);
    for (const id of ['a', 'b', 'c']) {
      put(id);
      client.setQueryData(projectKeys.comments(id), []);
    }
    expect(has('a')).toBe(true);
    expect(client.getQueryData(projectKeys.mine())).toEqual([]);
    expect(client.getQueryData(projectKeys.comments('a'))).toEqual([]);
  });

  it('stops when uninstalled', () => {
    uninstall();
    for (const id of ['a', 'b', 'c', 'd', 'e']) put(id);
    expect(has('a')).toBe(true);
  });
});
