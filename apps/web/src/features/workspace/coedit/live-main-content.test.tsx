import { EditorView } from '@codemirror/view';
import type { Project } from '@create-together/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerProject } from '@/entities/projects';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { docServerSockets, FakeDocServer } from '@/test/fake-doc-server';
import { advance, serverProject, useFakeClock } from '@/test/helpers';
import { accessFor } from '../workspace-access';
import { EDITING_LINGERS_MS, COEDIT_MESSAGES as M } from './coedit-constants';
import { LiveMainContent } from './live-main-content';

const me = { userId: 'u1', name: 'ada' };
let server: FakeDocServer;

/** The live main content of project p1 for `me` with this role, on a tab whose connection reaches `server`. */
function renderLive(project: Partial<Project>, query = '') {
  const client = mapServerProject(serverProject(project));
  const sockets = docServerSockets(server, me);
  const connection = new RealtimeConnection({ createSocket: sockets.createSocket });
  const view = render(
    <RealtimeProvider userId={me.userId} createConnection={() => connection}>
      <LiveMainContent project={client} access={accessFor(client)} query={query} />
    </RealtimeProvider>,
  );
  return { sockets, connection, ...view };
}

/** Everything in flight between the tab and the server arrives. */
function deliver() {
  act(() => server.flush());
}

/** The CodeMirror view behind the editor (jsdom cannot type into it as a browser would). */
async function editor(): Promise<EditorView> {
  const textbox = await screen.findByRole('textbox', { name: 'Main content (Markdown)' });
  const view = EditorView.findFromDOM(textbox);
  if (!view) throw new Error('no editor view');
  return view;
}

/** Types `text` at `at` as the person would: a change the editor makes from input. */
function type(view: EditorView, at: number, text: string) {
  act(() => view.dispatch({ changes: { from: at, insert: text }, userEvent: 'input.type' }));
}

afterEach(() => vi.useRealTimers());

beforeEach(() => {
  server = new FakeDocServer('p1');
  server.change((text) => text.insert(0, '# Night Drive\n\nThe first verse.'));
});

describe('LiveMainContent', () => {
  it('shows a viewer the loaded text, then the live one, following every stored change', async () => {
    server.allow('u1', false);
    const { sockets } = renderLive({
      userRoleInProject: 'contributor',
      workspace: { mainContent: '# Loaded', lastUpdated: 1 },
    });
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();

    act(() => sockets.latest.open());
    deliver();
    expect(await screen.findByText('The first verse.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    act(() => server.change((text) => text.insert(text.length, '\n\nA merged chorus.')));
    deliver();
    expect(await screen.findByText('A merged chorus.')).toBeInTheDocument();
  });

  it('narrows the live text to the sections a search mentions', async () => {
    server.change((text) => text.insert(text.length, '\n\n## Bridge\n\nSlow synths.'));
    server.allow('u1', false);
    const { sockets } = renderLive({ userRoleInProject: 'contributor' }, 'synths');
    act(() => sockets.latest.open());
    deliver();

    expect(await screen.findByText(/1 of 2 sections mention/)).toBeInTheDocument();
    expect(screen.queryByText('The first verse.')).not.toBeInTheDocument();
  });

  it('lets an editor write: each change is sent as typed, and the status line says once it is stored', async () => {
    const { sockets } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    const view = await editor();
    expect(view.state.doc.toString()).toBe('# Night Drive\n\nThe first verse.');
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);

    type(view, view.state.doc.length, ' Sung twice.');
    expect(await screen.findByText(M.saving)).toBeInTheDocument();
    deliver();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(M.saved));
    expect(server.text.toString()).toBe('# Night Drive\n\nThe first verse. Sung twice.');
  });

  it('shows an editor what others write, in the editor itself', async () => {
    const { sockets } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    const view = await editor();

    act(() => server.change((text) => text.insert(0, 'Merged intro.\n')));
    deliver();

    expect(view.state.doc.toString()).toBe('Merged intro.\n# Night Drive\n\nThe first verse.');
  });

  it('turns the editor read-only at once when the owner makes the editor a contributor, and back', async () => {
    const { sockets } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    const textbox = await screen.findByRole('textbox', { name: 'Main content (Markdown)' });
    expect(textbox).toHaveAttribute('contenteditable', 'true');

    act(() => server.allow('u1', false));
    deliver();

    expect(screen.getByRole('alert')).toHaveTextContent(M.madeContributor);
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');

    act(() => server.allow('u1', true));
    deliver();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox).toHaveAttribute('contenteditable', 'true');
  });

  it('offers a refused change’s text to copy, then starts over from what is saved', async () => {
    const user = userEvent.setup();
    const { sockets } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    const view = await editor();
    server.refuseNext = {
      reason: 'too_long',
      message: 'The main content can be at most 200,000 characters. Your last change was not saved.',
    };

    type(view, 0, 'Too much. ');
    deliver();

    const dialog = await screen.findByRole('alertdialog', { name: M.refusedTitle });
    expect(dialog).toHaveTextContent('The main content can be at most 200,000 characters.');
    await user.click(screen.getByRole('button', { name: 'Copy my text' }));
    expect(await navigator.clipboard.readText()).toBe('Too much. # Night Drive\n\nThe first verse.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    deliver();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const fresh = await editor();
    await waitFor(() => expect(fresh.state.doc.toString()).toBe('# Night Drive\n\nThe first verse.'));
    expect(server.text.toString()).toBe('# Night Drive\n\nThe first verse.');
  });

  it('tells the room the main content is being edited while the editor has focus, and a minute after typing', async () => {
    const { sockets, connection } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    // In the room, as the workspace around it holds it.
    act(() => {
      connection.joinRoom('p1');
      sockets.latest.receive({ type: 'room_joined', projectId: 'p1', here: [] });
    });
    const view = await editor();
    const activity = () => sockets.latest.frames.filter((frame) => frame.type === 'room_activity').at(-1);

    // CodeMirror notices focus a moment after the browser's event.
    act(() => view.focus());
    await waitFor(() =>
      expect(activity()).toEqual({ type: 'room_activity', projectId: 'p1', activity: 'editing' }),
    );
    act(() => view.contentDOM.blur());
    await waitFor(() =>
      expect(activity()).toEqual({ type: 'room_activity', projectId: 'p1', activity: null }),
    );

    useFakeClock();
    act(() => view.focus());
    type(view, 0, 'A line. ');
    act(() => view.contentDOM.blur());
    await advance(EDITING_LINGERS_MS - 1);
    expect(activity()).toMatchObject({ activity: 'editing' });
    await advance(1);
    expect(activity()).toMatchObject({ activity: null });
  });

  it('says the edits are kept when the connection goes', async () => {
    const { sockets } = renderLive({ userRoleInProject: 'editor' });
    act(() => sockets.latest.open());
    deliver();
    const view = await editor();

    act(() => sockets.latest.serverClose());
    type(view, 0, 'Written on a train. ');

    expect(screen.getByRole('status')).toHaveTextContent(M.offline);
    expect(view.state.doc.toString()).toMatch(/^Written on a train\. /);
  });
});
