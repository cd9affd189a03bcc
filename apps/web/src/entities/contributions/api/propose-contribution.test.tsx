import type { Contribution } from '@create-together/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, UNREVIEWED } from '@/test/helpers';
import { contributionKeys } from '../contribution-keys';
import type { ClientContribution } from '../contribution-model';
import { type TakeInput, useProposeContribution } from './propose-contribution';

const proposed: Contribution = {
  id: 'c9',
  author: { userId: 'u1', username: 'ada', avatarUrl: null },
  content: 'A new bass line',
  status: 'open',
  mergedAt: null,
  votes: 0,
  hasVoted: false,
  myVote: 0,
  ...UNREVIEWED,
  media: null,
  takes: [],
  song: { rev: 5, behind: false, changes: [] },
  policies: { canVote: true, canRevise: false, canMerge: false },
  createdAt: 1_700_000_100,
  updatedAt: 1_700_000_100,
};

function propose() {
  const bodies: unknown[] = [];
  fakeServer({
    'POST /api/projects/p1/contributions': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse({ success: true, contribution: proposed }, 201);
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<ClientContribution[]>(contributionKeys.ofProject('p1'), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useProposeContribution('p1'), { wrapper });
  return { result, bodies, client };
}

describe('useProposeContribution', () => {
  it('sends the takes for the song with the text, and lists the new contribution first', async () => {
    const { result, bodies, client } = propose();
    const takes: TakeInput[] = [
      { kind: 'replace', replacesTrackId: 't1', mediaId: 'm7', startOffsetMs: 1_200 },
      { kind: 'add', mediaId: 'm8', name: 'Shaker', colour: 'amber' },
    ];
    await act(() => result.current.mutateAsync({ content: 'A new bass line', takes }));
    expect(bodies).toEqual([{ content: 'A new bass line', takes }]);
    expect(client.getQueryData<ClientContribution[]>(contributionKeys.ofProject('p1'))?.[0]?.id).toBe('c9');
  });

  it('sends no takes when there are none (text, or text with a file)', async () => {
    const { result, bodies } = propose();
    await act(() => result.current.mutateAsync({ content: 'Words only' }));
    await act(() => result.current.mutateAsync({ content: 'With a file', mediaId: 'a1', takes: [] }));
    expect(bodies).toEqual([{ content: 'Words only' }, { content: 'With a file', mediaId: 'a1' }]);
  });
});
