import { NOTIFICATION_TYPES } from '@create-together/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, fakeServer, flush } from '@/test/helpers';
import { NOTIFICATION_SWITCHES, NotificationsSection } from './notifications-section';
import { renderSection, serverSettings, settingsAnswer, settingsPuts } from './settings-test-utils';

afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByRole('region', { name: 'Notifications' });
const toggle = (name: string) => within(section()).getByRole('switch', { name });

describe('Settings → Notifications', () => {
  it('has a switch per cause with what it is for, each as the server holds it', async () => {
    const settings = serverSettings();
    settings.notifications.message = false;
    fakeServer({ 'GET /api/me/settings': () => settingsAnswer(settings) });
    renderSection(<NotificationsSection />);
    expect(await within(section()).findAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length);
    for (const { label } of Object.values(NOTIFICATION_SWITCHES)) expect(toggle(label)).toBeInTheDocument();
    expect(toggle('Friend requests')).toBeChecked();
    expect(toggle('Friend requests')).toHaveAccessibleDescription('When someone sends you a friend request.');
    expect(toggle('Messages')).not.toBeChecked();
    expect(toggle('Queue matches')).toBeChecked();
  });

  it('saves a switch at once, showing Saving… until the server answers', async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeServer({
      'GET /api/me/settings': () => settingsAnswer(serverSettings()),
      'PUT /api/me/settings': () => answer.promise,
    });
    renderSection(<NotificationsSection />);
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('switch', { name: 'Likes on your posts' }));
    expect(toggle('Likes on your posts')).not.toBeChecked();
    expect(within(section()).getByRole('status')).toHaveTextContent('Saving…');
    expect(settingsPuts(fetchMock)).toEqual([{ notifications: { post_liked: false } }]);

    const saved = serverSettings();
    saved.notifications.post_liked = false;
    await act(async () => answer.resolve(settingsAnswer(saved)));
    await vi.waitFor(() => expect(within(section()).queryByRole('status')).not.toBeInTheDocument());
    expect(toggle('Likes on your posts')).not.toBeChecked();
  });

  it('puts the switch back and says so when saving fails', async () => {
    fakeServer({
      'GET /api/me/settings': () => settingsAnswer(serverSettings()),
      'PUT /api/me/settings': () => errorResponse(500, 'Something went wrong on our side. Please try again.'),
    });
    renderSection(<NotificationsSection />);
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('switch', { name: 'Missed calls' }));
    expect(
      await screen.findByText('Could not save your notification settings. Please try again.'),
    ).toBeInTheDocument();
    expect(toggle('Missed calls')).toBeChecked();
  });

  it('two quick changes reach the server in order, and an earlier answer does not undo the later', async () => {
    const gates = [deferred<void>(), deferred<void>()];
    let stored = serverSettings();
    const fetchMock = fakeServer({
      'GET /api/me/settings': () => settingsAnswer(stored),
      'PUT /api/me/settings': async (init) => {
        const change = JSON.parse(String(init?.body));
        await gates[settingsPuts(fetchMock).length - 1]?.promise;
        stored = { ...stored, notifications: { ...stored.notifications, ...change.notifications } };
        return settingsAnswer(stored);
      },
    });
    renderSection(<NotificationsSection />);
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('switch', { name: 'Messages' }));
    await user.click(toggle('Friend requests'));
    expect(toggle('Messages')).not.toBeChecked();
    expect(toggle('Friend requests')).not.toBeChecked();
    // The second waits for the first.
    expect(settingsPuts(fetchMock)).toEqual([{ notifications: { message: false } }]);
    await act(async () => gates[0]?.resolve());
    await vi.waitFor(() => expect(settingsPuts(fetchMock)).toHaveLength(2));
    expect(settingsPuts(fetchMock)[1]).toEqual({ notifications: { friend_request: false } });
    // The first answer (friend requests still on) came while the second was on its way.
    await flush();
    expect(toggle('Friend requests')).not.toBeChecked();
    await act(async () => gates[1]?.resolve());
    await vi.waitFor(() => expect(within(section()).queryByRole('status')).not.toBeInTheDocument());
    expect(toggle('Messages')).not.toBeChecked();
    expect(toggle('Friend requests')).not.toBeChecked();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    let ok = false;
    fakeServer({
      'GET /api/me/settings': () => (ok ? settingsAnswer(serverSettings()) : errorResponse(500, 'Down.')),
    });
    renderSection(<NotificationsSection />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your settings could not be loaded.',
    );
    ok = true;
    await userEvent.setup().click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length);
  });
});
