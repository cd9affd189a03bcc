import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, fakeServer } from '@/test/helpers';
import { PrivacySection } from './privacy-section';
import { renderSection, serverSettings, settingsAnswer, settingsPuts } from './settings-test-utils';

afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByRole('region', { name: 'Privacy' });
const choice = (name: string) => within(section()).getByRole('radio', { name });

describe('Settings → Privacy', () => {
  it('offers the three choices with what each means, the saved one chosen', async () => {
    fakeServer({
      'GET /api/me/settings': () =>
        settingsAnswer(serverSettings({ friendRequestsFrom: 'friends_of_friends' })),
    });
    renderSection(<PrivacySection />);
    const group = await within(section()).findByRole('group', { name: 'Who can send you friend requests' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(choice('Friends of friends')).toBeChecked();
    expect(choice('Everyone')).not.toBeChecked();
    expect(choice('Friends of friends')).toHaveAccessibleDescription(
      'Only creators who share at least one friend with you.',
    );
    expect(choice('Nobody')).toHaveAccessibleDescription(/No one can send you a request/);
  });

  it('saves a choice at once, showing Saving… until the server answers', async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeServer({
      'GET /api/me/settings': () => settingsAnswer(serverSettings()),
      'PUT /api/me/settings': () => answer.promise,
    });
    renderSection(<PrivacySection />);
    await userEvent.setup().click(await within(section()).findByRole('radio', { name: 'Nobody' }));
    expect(choice('Nobody')).toBeChecked();
    expect(within(section()).getByRole('status')).toHaveTextContent('Saving…');
    expect(settingsPuts(fetchMock)).toEqual([{ friendRequestsFrom: 'nobody' }]);
    await act(async () => answer.resolve(settingsAnswer(serverSettings({ friendRequestsFrom: 'nobody' }))));
    await vi.waitFor(() => expect(within(section()).queryByRole('status')).not.toBeInTheDocument());
    expect(choice('Nobody')).toBeChecked();
  });

  it('goes back to the saved choice and says so when saving fails', async () => {
    fakeServer({
      'GET /api/me/settings': () => settingsAnswer(serverSettings()),
      'PUT /api/me/settings': () => errorResponse(500, 'Something went wrong on our side. Please try again.'),
    });
    renderSection(<PrivacySection />);
    await userEvent
      .setup()
      .click(await within(section()).findByRole('radio', { name: 'Friends of friends' }));
    expect(
      await screen.findByText('Could not save who can send you friend requests. Please try again.'),
    ).toBeInTheDocument();
    expect(choice('Everyone')).toBeChecked();
    expect(choice('Friends of friends')).not.toBeChecked();
  });

  it('the arrow keys move the choice too', async () => {
    const fetchMock = fakeServer({
      'GET /api/me/settings': () => settingsAnswer(serverSettings()),
      'PUT /api/me/settings': () =>
        settingsAnswer(serverSettings({ friendRequestsFrom: 'friends_of_friends' })),
    });
    renderSection(<PrivacySection />);
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('radio', { name: 'Everyone' }));
    await user.keyboard('{ArrowDown}');
    expect(choice('Friends of friends')).toBeChecked();
    expect(settingsPuts(fetchMock)).toEqual([{ friendRequestsFrom: 'friends_of_friends' }]);
  });
});
