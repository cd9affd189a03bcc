import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState, serverProject } from '@/test/helpers';
import {
  asOwner,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  sentBodies,
  serverContribution,
} from './workspace-test-utils';

const PUT = 'PUT /api/projects/p1/workspace';

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

  it('saves the main content with baseUpdatedAt = the version it was opened at', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asOwner),
      [PUT]: (init) => {
        const body = JSON.parse(String(init?.body)) as { mainContent: string };
        return jsonResponse({
          success: true,
          workspace: { mainContent: body.mainContent, lastUpdated: 1_700_000_700 },
        });
      },
    });
    const user = userEvent.setup();
    renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const main = screen.getByRole('region', { name: 'Main content' });
    const editor = within(main).getByRole('textbox', { name: 'Main content' });
    expect(editor).toHaveValue('# Night Drive');
    await user.type(editor, '\n\nNew *chorus*');
    await user.click(within(main).getByRole('tab', { name: 'Preview' }));
    expect(within(main).getByRole('tabpanel')).toHaveTextContent('New chorus');
    await user.click(within(main).getByRole('tab', { name: 'Edit' }));
    expect(editor).toHaveValue('# Night Drive\n\nNew *chorus*');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(main).findByText('chorus')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Main content' })).toBeNull();
    expect(sentBodies(fetchMock, PUT)).toEqual([
      { mainContent: '# Night Drive\n\nNew *chorus*', baseUpdatedAt: 1_700_000_600 },
    ]);
  });

  it('on 409 keeps the draft, reloads the latest version on request, then saves against it', async () => {
    let latest = serverProject({ ...asOwner });
    let puts = 0;
    const fetchMock = fakeServer({
      ...projectHandlers(asOwner),
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: latest }),
      [PUT]: () => {
        puts += 1;
        return puts === 1
          ? errorResponse(409, 'The workspace changed since you opened it. Reload to see the latest version.')
          : jsonResponse({ success: true, workspace: { mainContent: 'Mine', lastUpdated: 1_700_000_950 } });
      },
    });
    const user = userEvent.setup();
    renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Main content' });
    await user.clear(editor);
    await user.type(editor, 'Mine');
    // Meanwhile someone else saved.
    latest = serverProject({ ...asOwner, workspace: { mainContent: 'Theirs', lastUpdated: 1_700_000_900 } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The workspace changed since you opened it');
    expect(screen.getByRole('textbox', { name: 'Main content' })).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(alert).getByRole('button', { name: 'Copy my draft' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByRole('textbox', { name: 'Latest saved version (markdown)' })).toHaveValue(
      'Theirs',
    );
    expect(screen.getByRole('textbox', { name: 'Main content' })).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Main content' })).toBeNull());
    expect(sentBodies(fetchMock, PUT)).toEqual([
      { mainContent: 'Mine', baseUpdatedAt: 1_700_000_600 },
      { mainContent: 'Mine', baseUpdatedAt: 1_700_000_900 },
    ]);
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
