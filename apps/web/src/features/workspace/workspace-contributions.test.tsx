import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, OPEN_REVIEW, resetAppState } from '@/test/helpers';
import {
  asContributor,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  sentBodies,
  serverContribution,
} from './workspace-test-utils';

const VOTE = 'POST /api/projects/p1/contributions/c1/vote';
/** The score beside the buttons (whose own "+1" label is not it). */
const notInButtons = { ignore: 'button *, script, style' };

describe('the workspace, for members', () => {
  afterEach(() => resetAppState());

  it('lists contributions newest first with author, status and markdown content', async () => {
    fakeServer(
      projectHandlers(asContributor, [
        serverContribution({ id: 'c1', createdAt: 1_700_000_100 }),
        serverContribution({
          id: 'c2',
          author: { userId: 'u3', username: 'linus', avatarUrl: null },
          content: 'A _newer_ idea',
          createdAt: 1_700_000_300,
          status: 'merged',
          mergedAt: 1_700_000_400,
        }),
      ]),
    );
    renderWorkspace();
    const list = await screen.findByRole('list', { name: 'Contributions, newest first' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Contribution by linus',
      'Contribution by grace',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('newer').tagName).toBe('EM');
    expect(within(cards[0] as HTMLElement).getByText(/Merged/)).toHaveTextContent('Merged Nov 14, 2023');
    expect(within(cards[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Contributor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('proposes a contribution: counts characters, sends it, and shows it at the top', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      'POST /api/projects/p1/contributions': (init) => {
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        return jsonResponse(
          {
            success: true,
            contribution: serverContribution({ id: 'c9', content, votes: 0, createdAt: 1_700_000_900 }),
          },
          201,
        );
      },
    });
    const user = userEvent.setup();
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    const field = within(form).getByRole('textbox', { name: 'Propose a contribution' });
    expect(within(form).getByText(/0 \/ 20,000/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/Write something to propose\.$/);

    await user.type(field, 'A **new** verse');
    expect(within(form).getByText(/15 \/ 20,000/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Propose' }));

    const list = screen.getByRole('list', { name: 'Contributions, newest first' });
    await within(list).findByText('new');
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('A new verse');
    expect(field).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([
      { content: 'A **new** verse' },
    ]);
  });

  it('refuses a contribution over 20,000 characters before sending', async () => {
    const fetchMock = fakeServer(projectHandlers(asContributor));
    const user = userEvent.setup();
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    const field = within(form).getByRole('textbox', { name: 'Propose a contribution' });
    await user.click(field);
    await user.paste('x'.repeat(20_001));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Contribution must be at most 20,000 characters\.$/),
    );
    expect(within(form).getByRole('button', { name: 'Propose' })).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([]);
  });

  it('puts the server’s refusal of a proposal’s credit under its field, focused', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      'POST /api/projects/p1/contributions': () =>
        errorResponse(400, "creditRole: A credit's role is at most 40 characters."),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    await user.type(within(form).getByRole('textbox', { name: 'Propose a contribution' }), 'A new verse');
    const role = within(form).getByRole('combobox', { name: 'Credit me as (optional)' });
    await user.type(role, 'lyrics');
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(role).toHaveFocus());
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveAccessibleDescription("A credit's role is at most 40 characters.");
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([
      { content: 'A new verse', creditRole: 'lyrics' },
    ]);
  });

  it('votes optimistically and rolls back when the server refuses', async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeServer({ ...projectHandlers(asContributor), [VOTE]: () => answer.promise });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    const up = within(card).getByRole('button', { name: 'Vote +1' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('+2', notInButtons)).toBeInTheDocument();

    await user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('+3', notInButtons)).toBeInTheDocument();

    answer.resolve(errorResponse(500, 'Something broke.'));
    expect(await within(card).findByText('+2', notInButtons)).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(sentBodies(fetchMock, VOTE)).toEqual([{ value: 1 }]);
  });

  it('keeps the server’s count after a vote, and switching sides casts the new vote', async () => {
    const answers = [
      { votes: 3, hasVoted: true, myVote: 1 },
      // The opposite value first takes the vote back, then casts it.
      { votes: 2, hasVoted: false, myVote: 0 },
      { votes: 1, hasVoted: true, myVote: -1 },
    ];
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      [VOTE]: () => jsonResponse({ success: true, voters: [], review: OPEN_REVIEW, ...answers.shift() }),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    await user.click(within(card).getByRole('button', { name: 'Vote +1' }));
    expect(await within(card).findByText('+3', notInButtons)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Vote −1' }));
    expect(await within(card).findByText('+1', notInButtons)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Vote −1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: 'Vote +1' })).toHaveAttribute('aria-pressed', 'false');
    expect(sentBodies(fetchMock, VOTE)).toEqual([{ value: 1 }, { value: -1 }, { value: -1 }]);
  });
});

describe('the workspace, for others', () => {
  afterEach(() => resetAppState());

  it('is read-only for a non-member of a public project, with a way to join', async () => {
    fakeServer(projectHandlers({ userRoleInProject: null }));
    renderWorkspace();
    const join = await screen.findByRole('link', { name: 'Join this project to contribute' });
    expect(join).toHaveAttribute('href', '/projects/p1');
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    expect(within(card).getByText('+2', notInButtons)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Propose a contribution' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('shows a not-found state for a missing or private project', async () => {
    fakeServer({});
    renderWorkspace('/workspace/nope');
    expect(await screen.findByRole('heading', { name: "This workspace doesn't exist" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/explore');
  });

  it('shows a failed load with the reason and retries', async () => {
    let calls = 0;
    fakeServer({
      ...projectHandlers(asContributor),
      'GET /api/projects/p1/contributions': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'The database is resting.')
          : jsonResponse({ success: true, contributions: [serverContribution()] });
      },
    });
    const user = userEvent.setup();
    renderWorkspace();
    // The proposal form's alert region is there too, empty: the failed load is the one that says why.
    const reason = await screen.findByText(/The database is resting\./);
    const alert = reason.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failed load is not announced.');
    expect(alert).toHaveTextContent('Contributions could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Contribution by grace' })).toBeInTheDocument();
  });
});
