import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, OPEN_REVIEW, resetAppState, serverProject } from '@/test/helpers';
import {
  asContributor,
  asOwner,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  sentBodies,
  serverContribution,
} from '../workspace-test-utils';

const voter = (userId: string, username: string, value: 1 | -1, stale = false) => ({
  voter: { userId, username, avatarUrl: null },
  value,
  stale,
});

describe('review in the workspace', () => {
  afterEach(() => resetAppState());

  it('the owner’s Merge says exactly what is missing, and waits until it is not', async () => {
    fakeServer(
      projectHandlers({ ...asOwner, reviewRules: { requiredApprovals: 2, openThreadsBlock: true } }, [
        serverContribution({
          voters: [voter('u3', 'lin', 1)],
          review: {
            ...OPEN_REVIEW,
            approvals: 1,
            openThreads: 2,
            requiredApprovals: 2,
            blockers: [
              { kind: 'approvals', missing: 1 },
              { kind: 'open_threads', count: 2 },
            ],
          },
        }),
      ]),
    );
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    const merge = within(card).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    expect(merge).toHaveAccessibleDescription('needs 1 more approval · 2 open threads');
    const review = within(card).getByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Not ready: needs 1 more approval, 2 open threads');
    expect(review).toHaveTextContent('1 of 2 approvals · 2 open threads');
    expect(within(review).getByRole('list', { name: 'Votes' })).toHaveTextContent('lin');
    // The rules are on show, and the owner's to change.
    expect(
      screen.getByRole('button', { name: /Review rules: 2 approvals to merge · open threads block/ }),
    ).toBeVisible();
  });

  it('shows stale votes as such, and a vote of mine on an earlier version as one to cast again', async () => {
    fakeServer(
      projectHandlers(asContributor, [
        serverContribution({
          myVote: 1,
          hasVoted: true,
          myVoteStale: true,
          votes: 0,
          revision: 2,
          revisedAt: 1_700_000_500,
          voters: [voter('u1', 'ada', 1, true), voter('u3', 'lin', -1, true)],
          review: { ...OPEN_REVIEW, staleVotes: 2 },
        }),
      ]),
    );
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    expect(card).toHaveTextContent('changed');
    expect(card).toHaveTextContent('2 votes were cast before the author’s last change and no longer count.');
    expect(card).toHaveTextContent('Your vote was on an earlier version. Vote again to count it.');
    // Not pressed: it no longer counts.
    expect(within(card).getByRole('button', { name: 'Vote +1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets the author change their contribution, not vote on it', async () => {
    const mine = serverContribution({ author: { userId: 'u1', username: 'ada', avatarUrl: null } });
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor, [mine]),
      'PATCH /api/projects/p1/contributions/c1': () =>
        jsonResponse({
          success: true,
          contribution: { ...mine, content: 'A bridge in D major.', revision: 2, revisedAt: 1_700_000_900 },
        }),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by ada' });
    expect(within(card).queryByRole('button', { name: 'Vote +1' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your contribution' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'A bridge in D major.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('A bridge in D major.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /api/projects/p1/contributions/c1')).toEqual([
      { content: 'A bridge in D major.' },
    ]);
  });

  it('puts the server’s refusal of a change under its field, focused', async () => {
    const mine = serverContribution({ author: { userId: 'u1', username: 'ada', avatarUrl: null } });
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor, [mine]),
      'PATCH /api/projects/p1/contributions/c1': () =>
        errorResponse(400, 'content: Contribution must be at most 20,000 characters.'),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by ada' });
    await user.click(within(card).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your contribution' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.type(text, ' And a coda.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(/Contribution must be at most 20,000 characters\.$/);
    expect(sentBodies(fetchMock, 'PATCH /api/projects/p1/contributions/c1')).toHaveLength(1);
  });

  it('lets the owner set the rules: approvals from 0 to 10, and whether open threads block', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asOwner),
      'PUT /api/projects/p1': () =>
        jsonResponse({
          success: true,
          project: serverProject({
            ...asOwner,
            reviewRules: { requiredApprovals: 2, openThreadsBlock: true },
          }),
        }),
    });
    const user = userEvent.setup();
    renderWorkspace();
    await user.click(await screen.findByRole('button', { name: /Review rules: The owner decides/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review rules' });
    const approvals = within(dialog).getByRole('spinbutton', { name: 'Approvals needed to merge' });
    await user.clear(approvals);
    await user.type(approvals, '11');
    // Said as it is typed, in the server's words; a save is refused here and the field focused.
    expect(await within(dialog).findByText('At most 10 approvals can be required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(approvals).toHaveFocus();
    expect(approvals).toHaveAttribute('aria-invalid', 'true');
    expect(approvals).toHaveAccessibleDescription(
      expect.stringContaining('At most 10 approvals can be required.'),
    );
    expect(sentBodies(fetchMock, 'PUT /api/projects/p1')).toEqual([]);
    await user.clear(approvals);
    await user.type(approvals, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Open threads block the merge/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByRole('button', { name: /Review rules: 2 approvals to merge · open threads block/ }),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /api/projects/p1')).toEqual([
      { reviewRules: { requiredApprovals: 2, openThreadsBlock: true } },
    ]);
  });

  it('keeps a proposal’s discussion on its card: its threads, and a box for members to start one', async () => {
    const thread = {
      id: 't1',
      projectId: 'p1',
      subject: { kind: 'contribution' as const, contributionId: 'c1' },
      startMs: null,
      endMs: null,
      status: 'open' as const,
      resolvedBy: null,
      resolvedAt: null,
      comments: [
        {
          id: 'm1',
          author: { userId: 'u3', username: 'lin', avatarUrl: null },
          body: 'Which key is the bridge in?',
          mentions: [],
          createdAt: 1_700_000_200,
        },
      ],
      policies: { canReply: true, canResolve: false },
      createdAt: 1_700_000_200,
      updatedAt: 1_700_000_200,
    };
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      'GET /api/projects/p1/threads': () => jsonResponse({ success: true, threads: [thread] }),
      'POST /api/projects/p1/threads': () =>
        jsonResponse(
          {
            success: true,
            thread: {
              ...thread,
              id: 't2',
              comments: [{ ...thread.comments[0], id: 'm2', body: 'D minor, then up.' }],
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    const discussion = within(card).getByRole('region', { name: 'Discussion' });
    await user.click(await within(discussion).findByRole('button', { name: '1 thread · 1 open' }));
    expect(within(discussion).getByText('Which key is the bridge in?')).toBeVisible();
    await user.type(
      within(discussion).getByRole('combobox', { name: 'Start a thread on this proposal' }),
      'D minor, then up.',
    );
    await user.click(within(discussion).getByRole('button', { name: 'Start thread' }));
    expect(await within(discussion).findByText('D minor, then up.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/threads')).toEqual([
      { subject: { kind: 'contribution', contributionId: 'c1' }, body: 'D minor, then up.' },
    ]);
  });
});
