import type { Project, VersionSummary } from '@create-together/contract';
import { DOC_TEXT_NAME } from '@create-together/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useToastStore } from '@/components/toast/toast-store';
import { mapServerProject } from '@/entities/projects';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import {
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverProject,
} from '@/test/helpers';
import { HistoryButton } from './history-button';

const ada = { userId: 'u1', username: 'ada', avatarUrl: null };
const bob = { userId: 'u2', username: 'bob', avatarUrl: null };
const carol = { userId: 'u3', username: 'carol', avatarUrl: null };

const AT = 1_746_108_540; // 2025-05-01T14:09:00Z

function version(number: number, overrides: Partial<VersionSummary> = {}): VersionSummary {
  return {
    id: `v${number}`,
    number,
    cause: 'edit',
    createdAt: AT - (12 - number) * 3600,
    startedAt: AT - (12 - number) * 3600,
    actor: null,
    editors: [],
    contribution: null,
    restoredFrom: null,
    length: 40,
    songChanges: [],
    trackCount: null,
    ...overrides,
  };
}

const edit = version(12, { editors: [bob, carol], startedAt: AT - 7 * 60 });
const merge = version(11, {
  cause: 'merge',
  actor: ada,
  contribution: { id: 'c1', authorUsername: 'alice' },
});
const replace = version(10, { cause: 'replace', actor: carol });
const restore = version(9, { cause: 'restore', actor: carol, restoredFrom: { id: 'v5', number: 5 } });
const imported = version(1, { cause: 'import' });

const VERSION_12_TEXT = '# Night Drive\n\nThe quick brown fox\n';
/** The main content now, as the workspace passes it in. */
const NOW_TEXT = '# Night Drive\n\nThe quick red fox\nA new verse\n';

const LIST = 'GET /api/projects/p1/versions?limit=50';
const RESTORE = 'POST /api/projects/p1/versions/v12/restore';

/** The history's answers: two pages of versions, version 12's text, and a restore of it. */
function historyHandlers(pages: VersionSummary[][] = [[edit, merge, replace, restore], [imported]]) {
  return {
    [LIST]: () =>
      jsonResponse({ success: true, versions: pages[0], nextBefore: pages.length > 1 ? 9 : null }),
    'GET /api/projects/p1/versions?before=9&limit=50': () =>
      jsonResponse({ success: true, versions: pages[1] ?? [], nextBefore: null }),
    'GET /api/projects/p1/versions/v12': () =>
      jsonResponse({ success: true, version: { ...edit, content: VERSION_12_TEXT, song: null } }),
    [RESTORE]: () =>
      jsonResponse({
        success: true,
        version: version(13, { cause: 'restore', actor: ada, restoredFrom: { id: 'v12', number: 12 } }),
        workspace: { mainContent: VERSION_12_TEXT, lastUpdated: AT + 60 },
      }),
  } satisfies Record<string, FakeHandler>;
}

function renderHistory(project: Partial<Project>, wrap: (children: ReactNode) => ReactNode = (c) => c) {
  const client = mapServerProject(serverProject(project));
  // The main content as it is being written now.
  const liveText = new Y.Doc().getText(DOC_TEXT_NAME);
  liveText.insert(0, NOW_TEXT);
  return renderRoutes([{ path: '/', element: wrap(<HistoryButton project={client} liveText={liveText} />) }]);
}

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History' });
}

const calls = (fetchMock: ReturnType<typeof fakeServer>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).length;

describe('the history panel', () => {
  afterEach(() => resetAppState());

  it('lists every version newest first, each named by what made it, and loads older ones', async () => {
    fakeServer(historyHandlers());
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'contributor' });
    const dialog = await openHistory(user);

    const list = await within(dialog).findByRole('list', { name: 'Versions' });
    const names = () =>
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names()).toEqual([
      expect.stringMatching(/^Version 12 · Edit by bob, carol · .*\d\d:\d\d–\d\d:\d\d$/),
      expect.stringMatching(/^Version 11 · Merge of alice's contribution by ada · .*\d\d:\d\d$/),
      expect.stringMatching(/^Version 10 · Whole text saved by carol · /),
      expect.stringMatching(/^Version 9 · Restored version 5 by carol · /),
    ]);
    // An edit's span is its first and last change.
    expect(within(list).getByText(/\d\d:\d\d–\d\d:\d\d/)).toHaveAttribute(
      'datetime',
      new Date(AT * 1000).toISOString(),
    );

    // No IntersectionObserver in jsdom: the button under the list loads the next page.
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(names()[4]).toMatch(/^Version 1 · The main content before live editing · /);
    expect(within(dialog).getByText("That's every version.")).toBeInTheDocument();
  });

  it('says who edited when their accounts are gone', async () => {
    fakeServer(historyHandlers([[version(3), version(2, { cause: 'replace' })]]));
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'owner' });
    const dialog = await openHistory(user);
    expect(
      await within(dialog).findByRole('button', { name: /^Version 3 · Edit by a deleted account/ }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: /^Version 2 · Whole text saved by a deleted account/ }),
    ).toBeVisible();
  });

  it('opens a version on what changed from it to now, and shows its text', async () => {
    fakeServer(historyHandlers());
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'contributor' });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Version 12 · / }));

    const heading = within(dialog).getByRole('heading', { level: 3, name: 'Version 12' });
    expect(heading).toHaveFocus();
    const changes = await within(dialog).findByRole('region', { name: 'Changes from this version to now' });
    expect(within(changes).getByText('2 lines added, 1 removed')).toBeInTheDocument();
    // Words inside the changed line, said to screen readers as well as shown.
    const removed = within(changes).getByText('brown').closest('del');
    expect(removed).toHaveTextContent('removed: brown');
    expect(within(changes).getByText('red').closest('ins')).toHaveTextContent('added: red');
    expect(within(changes).getByText('A new verse').closest('ins')).toHaveTextContent('added: A new verse');

    await user.click(within(dialog).getByRole('tab', { name: 'This version' }));
    const text = within(dialog).getByRole('tabpanel');
    expect(within(text).getByRole('heading', { name: 'Night Drive' })).toBeInTheDocument();
    expect(within(text).getByText('The quick brown fox')).toBeInTheDocument();

    // Back to the list, where focus returns to the version that was open.
    await user.click(within(dialog).getByRole('button', { name: 'All versions' }));
    expect(within(dialog).getByRole('button', { name: /^Version 12 · / })).toHaveFocus();
  });

  it('lets an editor restore a version, after saying the current text stays in the history', async () => {
    const fetchMock = fakeServer(historyHandlers());
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'editor' });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Version 12 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 12?' });
    expect(confirm).toHaveTextContent('The current text stays in the history.');
    expect(calls(fetchMock, RESTORE)).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Restore this version' }));

    await waitFor(() => expect(calls(fetchMock, RESTORE)).toBe(1));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Version 12 restored.'),
    );
    // Back on the list, read again for the new version.
    expect(await within(dialog).findByRole('list', { name: 'Versions' })).toBeVisible();
    await waitFor(() => expect(calls(fetchMock, LIST)).toBe(2));
  });

  it('offers the owner the restore too', async () => {
    fakeServer(historyHandlers());
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'owner' });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Version 12 · / }));
    expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeEnabled();
  });

  it('shows a contributor the history without a restore, and a visitor no history at all', async () => {
    fakeServer(historyHandlers());
    const user = userEvent.setup();
    const view = renderHistory({ userRoleInProject: 'contributor' });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Version 12 · / }));
    await within(dialog).findByText('2 lines added, 1 removed');
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    view.unmount();

    renderHistory({ userRoleInProject: null });
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('lists a version made while it is open, as the project room tells', async () => {
    let pages: VersionSummary[][] = [[edit, merge]];
    fakeServer({
      ...historyHandlers(),
      [LIST]: () => jsonResponse({ success: true, versions: pages[0], nextBefore: null }),
    });
    const sockets = fakeSocketFactory();
    const user = userEvent.setup();
    renderHistory({ userRoleInProject: 'contributor' }, (children) => (
      <RealtimeProvider
        userId="u1"
        createConnection={() => new RealtimeConnection({ createSocket: sockets.createSocket })}
      >
        {children}
      </RealtimeProvider>
    ));
    act(() => sockets.latest.accept('u1'));
    const dialog = await openHistory(user);
    await within(dialog).findByRole('button', { name: /^Version 12 · / });

    pages = [[version(13, { editors: [carol] }), edit, merge]];
    act(() =>
      sockets.latest.receive({
        type: 'room_change',
        projectId: 'p1',
        change: { type: 'version_created', userId: 'u3', versionId: 'v13', number: 13, cause: 'edit' },
        at: 1,
      }),
    );
    expect(await within(dialog).findByRole('button', { name: /^Version 13 · Edit by carol/ })).toBeVisible();
  });
});
