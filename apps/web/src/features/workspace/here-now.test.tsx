import type { RoomPresence } from '@create-together/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { resetAppState, serverUser } from '@/test/helpers';
import { HereNow } from './here-now';

const someone = (n: number, activity: RoomPresence['activity'] = null): RoomPresence => ({
  userId: `u${n}`,
  username: `user${n}`,
  avatarUrl: null,
  activity,
});

describe('HereNow', () => {
  afterEach(() => resetAppState());

  it('signed out: nothing', () => {
    const { container } = render(<HereNow here={[someone(2)]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows you first, five faces at most, and counts and names the rest', () => {
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    const here = [
      someone(2),
      someone(3, 'editing'),
      someone(1, 'editing'),
      ...[4, 5, 6, 7].map((n) => someone(n)),
    ];
    render(<HereNow here={here} />);
    const faces = within(screen.getByRole('list', { name: 'Here now' })).getAllByRole('listitem');
    expect(faces.map((face) => face.getAttribute('title'))).toEqual([
      'You (editing)',
      'user2',
      'user3 (editing)',
      'user4',
      'user5',
      'user6, user7',
    ]);
    expect(faces[5]).toHaveTextContent('+2');
    expect(within(faces[5] as HTMLElement).getByText('user6, user7')).toHaveClass('sr-only');
  });
});
