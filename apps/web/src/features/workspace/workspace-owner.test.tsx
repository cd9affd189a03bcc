import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetAppState } from '@/test/helpers';
import {
  asOwner,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  serverContribution,
} from './workspace-test-utils';

describe('the workspace, for the owner', () => {
  afterEach(() => resetAppState());

  it('shows the project title (linking to the project), the role and the main content as markdown', async () => {
    fakeServer(
      projectHandlers({
        ...asOwner,
        workspace: { mainContent: '# Verse\n\nDrive **all** night', lastUpdated: 1_700_000_600 },
      }),
    );
    renderWorkspace();
    const title = await screen.findByRole('link', { name: 'Night Drive' });
    expect(title).toHaveAttribute('href', '/projects/p1');
    expect(screen.getByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search within workspace...')).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Main content' });
    expect(within(main).getByRole('heading', { level: 3, name: 'Verse' })).toBeInTheDocument();
    expect(within(main).getByText('all').tagName).toBe('STRONG');
  });

  it('merges a contribution after confirming: the main content and the contribution update from the answer', async () => {
    const merged = serverContribution({ status: 'merged', mergedAt: 1_700_000_800 });
    const fetchMock = fakeServer({
      ...projectHandlers(asOwner),
      'POST /api/projects/p1/contributions/c1/merge': () =>
        jsonResponse({
          success: true,
          contribution: merged,
          workspace: {
            mainContent: '# Night Drive\n\n## grace — 2023-11-14\n\nA **bridge** in D minor.',
            lastUpdated: 1_700_000_800,
          },
        }),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const card = await screen.findByRole('article', { name: 'Contribution by grace' });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Merge' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Merge this contribution?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    const main = screen.getByRole('region', { name: 'Main content' });
    expect(await within(main).findByRole('heading', { name: 'grace — 2023-11-14' })).toBeInTheDocument();
    expect(within(card).getByText(/Merged/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Merge' })).toBeNull();
    const merges = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/merge'));
    expect(merges).toHaveLength(1);
  });

  it('search narrows the main content to the sections that mention it, and marks the matches', async () => {
    const content = '# Verse\n\nbass groove\n\n# Chorus\n\nbig hook\n\n# Outro\n\nfade';
    fakeServer({
      ...projectHandlers({ ...asOwner, workspace: { mainContent: content, lastUpdated: 1_700_000_600 } }, [
        serverContribution(),
        serverContribution({ id: 'c2', content: 'Drums in the outro', createdAt: 1_700_000_200 }),
      ]),
    });
    const user = userEvent.setup();
    renderWorkspace();
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search within workspace...'), 'outro');

    const main = screen.getByRole('region', { name: 'Main content' });
    expect(await within(main).findByText('1 of 3 sections mention “outro”.')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Verse' })).toBeNull();
    expect(within(main).getByRole('heading', { name: 'Outro' }).querySelector('mark')).toHaveTextContent(
      'Outro',
    );
    const list = screen.getByRole('list', { name: 'Contributions, newest first' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 of 2 contributions mention “outro”.')).toBeInTheDocument();
  });
});
