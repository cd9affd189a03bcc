import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueKeys } from '@/entities/queue';
import {
  advance,
  deferred,
  errorResponse,
  jsonResponse,
  resetAppState,
  serverProject,
  useFakeClock,
} from '@/test/helpers';
import {
  matchedNotification,
  NOW_S,
  renderQueue,
  serverEntry,
  serverSession,
  sessionProject,
  signIn,
} from './queue-test-utils';

const waitingAnswer = (compatibleWaiting: number) =>
  jsonResponse({ success: true, entry: serverEntry(), compatibleWaiting });
const sessionsAnswer = (sessions = [serverSession()]) => jsonResponse({ success: true, sessions });
const region = (name: string) => screen.findByRole('region', { name });

describe('/queue', () => {
  beforeEach(() => resetAppState());
  afterEach(() => vi.useRealTimers());

  it('asks a visitor to sign in, whatever the category, and keeps the category in the address', async () => {
    const { router, calls } = renderQueue({}, '/queue?category=collaborations');
    expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your sessions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fqueue%3Fcategory%3Dcollaborations',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Sign in to join the queue' })).toBeInTheDocument();
    expect(calls('GET', '/api/queue')).toBe(0);
  });

  it('while waiting: who waits with you, asked again every 5 s; leaving is instant', async () => {
    useFakeClock(new Date(NOW_S * 1000));
    signIn();
    let count = 1;
    const left = deferred<Response>();
    const { calls } = renderQueue({
      'GET /api/queue': () => waitingAnswer(count),
      'DELETE /api/queue': () => left.promise,
    });
    await advance(10);
    expect(screen.getByRole('heading', { name: 'Waiting for your Trio' })).toBeInTheDocument();
    expect(screen.getByText('Trio of 3 · a day')).toBeInTheDocument();
    expect(screen.getByText('chill-hop · A minor · 90 bpm')).toBeInTheDocument();
    expect(screen.getByText('1 compatible creator waiting with you. A Trio needs 2.')).toBeInTheDocument();
    expect(screen.getByText(/You entered 2 minutes ago/)).toBeInTheDocument();

    count = 0;
    await advance(5_000);
    expect(calls('GET', '/api/queue')).toBe(2);
    expect(
      screen.getByText('No compatible creators are waiting yet. A Trio needs 2 more.'),
    ).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Leave the queue' }).click());
    await advance(0);
    expect(screen.getByRole('form', { name: 'Start a session' })).toBeInTheDocument();
    expect(calls('DELETE', '/api/queue')).toBe(1);
    left.resolve(jsonResponse({ success: true, left: true }));
    await advance(0);

    // Not waiting any more: no more polling.
    await advance(15_000);
    expect(calls('GET', '/api/queue')).toBe(2);
  });

  it('puts you back in the waiting state when leaving fails', async () => {
    signIn();
    renderQueue({
      'GET /api/queue': () => waitingAnswer(0),
      'DELETE /api/queue': () => errorResponse(500, 'Something went wrong.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave the queue' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for your Trio' })).toBeInTheDocument();
  });

  it('a queue_matched notification shows the ready card with the team, and Collaborations refreshes', async () => {
    signIn();
    let matched = false;
    const { push, connect, calls, router } = renderQueue({
      'GET /api/queue': () =>
        matched ? jsonResponse({ success: true, entry: null, compatibleWaiting: 0 }) : waitingAnswer(1),
      'GET /api/queue/sessions': () => sessionsAnswer(matched ? [serverSession()] : []),
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your Trio' })).toBeInTheDocument();
    expect(await screen.findByText(/No sessions yet/)).toBeInTheDocument();
    connect();

    matched = true;
    push(matchedNotification('p9'));
    const ready = await region('Your Trio session is ready');
    expect(await within(ready).findByText('Trio Session: chill-hop in A minor, 90 bpm')).toBeInTheDocument();
    const members = within(within(ready).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((li) => li.textContent)).toEqual(['GGrace Hopper', 'AAda Lovelace', 'AAlan Turing']);
    expect(calls('GET', '/api/queue/sessions')).toBe(2);
    const sessions = await region('Collaborations');
    expect(
      within(sessions).getByRole('article', { name: 'Trio Session: chill-hop in A minor, 90 bpm' }),
    ).toBeVisible();

    await userEvent.click(within(ready).getByRole('link', { name: 'Open the workspace' }));
    expect(router.state.location.pathname).toBe('/workspace/p9');
  });

  it('a team that formed without a notification (queue matches muted) still shows its ready card', async () => {
    signIn();
    let matched = false;
    const { queryClient } = renderQueue({
      'GET /api/queue': () =>
        matched ? jsonResponse({ success: true, entry: null, compatibleWaiting: 0 }) : waitingAnswer(1),
      'GET /api/queue/sessions': () =>
        sessionsAnswer(matched ? [serverSession({ matchedAt: NOW_S - 30 })] : []),
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your Trio' })).toBeInTheDocument();

    matched = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queueKeys.status() }));
    const ready = await region('Your Trio session is ready');
    expect(await within(ready).findByText('Trio Session: chill-hop in A minor, 90 bpm')).toBeInTheDocument();
  });

  it('other notifications only refresh the count; dismissing the ready card brings the form back', async () => {
    signIn();
    const { push, connect, calls } = renderQueue({
      'POST /api/queue': () =>
        jsonResponse(
          { success: true, entry: serverEntry({ state: 'matched' }), match: serverSession() },
          201,
        ),
    });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Start a session' });
    connect();
    push({ ...matchedNotification(), type: 'friend_request', link: '/friends' });
    await waitFor(() => expect(calls('GET', '/api/queue')).toBe(2));
    expect(screen.queryByRole('region', { name: /session is ready/ })).toBeNull();

    // Your entry completed the team: the POST answers with the session.
    await user.click(screen.getByRole('button', { name: 'chill-hop' }));
    await user.click(screen.getByRole('button', { name: 'Enter the queue' }));
    const ready = await region('Your Trio session is ready');
    expect(within(ready).getByRole('link', { name: 'Open the workspace' })).toHaveAttribute(
      'href',
      '/workspace/p9',
    );
    await user.click(within(ready).getByRole('button', { name: 'Start another session' }));
    expect(screen.getByRole('form', { name: 'Start a session' })).toBeInTheDocument();
  });

  it('Collaborations lists your sessions: team, members, sound, time left or ended, and the workspace', async () => {
    signIn();
    const ended = serverSession({
      state: 'ended',
      teamSize: 2,
      settings: { key: 'Eb major', bpm: 120, style: 'jazz' },
      project: sessionProject({ projectId: 'p4', name: 'Duo Session: jazz in Eb major, 120 bpm' }),
    });
    renderQueue(
      { 'GET /api/queue/sessions': () => sessionsAnswer([serverSession(), ended]) },
      '/queue?category=collaborations',
    );
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [running, over] = within(list).getAllByRole('article');
    if (!running || !over) throw new Error('Two sessions expected.');
    expect(running).toHaveTextContent('Trio');
    expect(running).toHaveTextContent(/Running · 1 hour left/);
    expect(running).toHaveTextContent('Members: Grace Hopper, Ada Lovelace, Alan Turing');
    expect(within(running).getByRole('link', { name: /Open workspace/ })).toHaveAttribute(
      'href',
      '/workspace/p9',
    );
    expect(over).toHaveTextContent('Duo');
    expect(over).toHaveTextContent('Ended');
    expect(over).toHaveTextContent('jazz · Eb major · 120 bpm');
    expect(screen.queryByRole('form', { name: 'Start a session' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });

  it('Projects lists open projects for your skills; All shows a few of each with a way to the rest', async () => {
    signIn();
    const projects = Array.from({ length: 8 }, (_, n) =>
      serverProject({ projectId: `p${n}`, name: `Open project ${n}` }),
    );
    const { router } = renderQueue({
      'GET /api/queue/projects': () => jsonResponse({ success: true, projects }),
    });
    const section = await region('Projects');
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Open project 0' })).toHaveAttribute(
      'href',
      '/projects/p0',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'See all 8' }));
    expect(router.state.location.search).toBe('?category=projects');
    expect(screen.getByRole('button', { name: 'Projects', pressed: true })).toBeInTheDocument();
    expect(within(await region('Projects')).getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('form', { name: 'Start a session' })).toBeNull();
  });

  it('says when the lists are empty, and offers a retry when they fail', async () => {
    signIn();
    let fail = true;
    renderQueue({
      'GET /api/queue/projects': () =>
        fail ? errorResponse(500, 'Projects are resting.') : jsonResponse({ success: true, projects: [] }),
    });
    expect(await screen.findByText(/No sessions yet/)).toBeInTheDocument();
    const section = await region('Projects');
    expect(await within(section).findByText('Projects are resting.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(/No open projects need your skills/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Edit your skills' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });
});
