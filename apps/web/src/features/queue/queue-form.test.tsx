import { ALREADY_QUEUED } from '@create-together/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import { renderQueue, serverEntry, signIn } from './queue-test-utils';

const form = () => screen.findByRole('form', { name: 'Start a session' });
const enterButton = () => screen.getByRole('button', { name: 'Enter the queue' });

describe('/queue: entering the queue', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('checks the tempo and the style with the contract before anything is sent', async () => {
    const { calls } = renderQueue();
    const user = userEvent.setup();
    await form();
    const bpm = screen.getByLabelText('Tempo (bpm)');

    await user.clear(bpm);
    await user.click(enterButton());
    expect(screen.getByText('Enter a tempo in bpm.')).toBeInTheDocument();
    expect(screen.getByText('Pick a style.')).toBeInTheDocument();
    expect(bpm).toHaveAttribute('aria-invalid', 'true');

    await user.type(bpm, '300');
    await user.click(screen.getByRole('button', { name: 'lo-fi' }));
    expect(screen.queryByText('Pick a style.')).toBeNull();
    await user.click(enterButton());
    expect(screen.getByText('Tempo must be at most 240 bpm.')).toBeInTheDocument();

    await user.clear(bpm);
    await user.type(bpm, '39');
    await user.click(enterButton());
    expect(screen.getByText('Tempo must be at least 40 bpm.')).toBeInTheDocument();
    expect(calls('POST', '/api/queue')).toBe(0);
  });

  it('sends the team, duration, key, tempo and style, then shows the waiting state', async () => {
    const entry = serverEntry({
      teamSize: 5,
      duration: 'week',
      settings: { key: 'C# minor', bpm: 124, style: 'electronic' },
    });
    let waiting = false;
    const { fetchMock } = renderQueue({
      'POST /api/queue': () => {
        waiting = true;
        return jsonResponse({ success: true, entry, match: null }, 201);
      },
      'GET /api/queue': () =>
        jsonResponse({ success: true, entry: waiting ? entry : null, compatibleWaiting: waiting ? 2 : 0 }),
    });
    const user = userEvent.setup();
    await form();
    expect(screen.getByRole('button', { name: 'Trio', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Squad' }));
    expect(screen.getByRole('button', { name: 'Fewer creators' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More creators' }));
    expect(screen.getByText('5 creators, you included.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'A week' }));
    await user.selectOptions(screen.getByLabelText('Key'), 'C# minor');
    await user.clear(screen.getByLabelText('Tempo (bpm)'));
    await user.type(screen.getByLabelText('Tempo (bpm)'), '124');
    await user.click(screen.getByRole('button', { name: 'electronic' }));
    await user.click(enterButton());

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      teamSize: 5,
      duration: 'week',
      settings: { key: 'C# minor', bpm: 124, style: 'electronic' },
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your Squad' })).toBeInTheDocument();
    expect(screen.getByText('Squad of 5 · a week')).toBeInTheDocument();
    expect(screen.getByText('electronic · C# minor · 124 bpm')).toBeInTheDocument();
    expect(
      await screen.findByText('2 compatible creators waiting with you. A Squad needs 4.'),
    ).toBeInTheDocument();
  });

  it('says which styles make a music project', async () => {
    renderQueue();
    const styles = within(await screen.findByRole('group', { name: 'Style' }));
    expect(styles.getAllByRole('button')).toHaveLength(10);
    expect(
      screen.getByText(
        /chill-hop, electronic, acoustic\) make a music project; the others, an Other project/,
      ),
    ).toBeInTheDocument();
  });

  it('when already waiting (another tab), says so over the waiting state', async () => {
    let waiting = false;
    renderQueue({
      'POST /api/queue': () => {
        waiting = true;
        return errorResponse(409, ALREADY_QUEUED);
      },
      'GET /api/queue': () =>
        jsonResponse({ success: true, entry: waiting ? serverEntry() : null, compatibleWaiting: 0 }),
    });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByRole('button', { name: 'chill-hop' }));
    await user.click(enterButton());

    expect(await screen.findByRole('heading', { name: 'Waiting for your Trio' })).toBeInTheDocument();
    expect(screen.getByText(ALREADY_QUEUED)).toBeInTheDocument();
    expect(
      screen.getByText('No compatible creators are waiting yet. A Trio needs 2 more.'),
    ).toBeInTheDocument();
  });

  it('shows any other refusal in the form, which stays as it was', async () => {
    renderQueue({ 'POST /api/queue': () => errorResponse(503, 'The queue is resting.') });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByRole('button', { name: 'jazz' }));
    await user.click(enterButton());
    const alert = await screen.findByText('Could not enter the queue.');
    expect(alert.parentElement).toHaveTextContent('The queue is resting.');
    expect(screen.getByRole('button', { name: 'jazz', pressed: true })).toBeInTheDocument();
  });
});
