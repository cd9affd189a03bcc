import { beforeEach, describe, expect, it } from 'vitest';
import { badgeText, useUnreadNotifications } from './unread-count-store';

const store = () => useUnreadNotifications.getState();

describe('the unread count', () => {
  beforeEach(() => useUnreadNotifications.setState({ unreadCount: 0, countedAt: Number.NEGATIVE_INFINITY }));

  it('keeps a frame’s newer count when an answer whose request left before it comes back', () => {
    const sentAt = performance.now(); // GET /api/notifications leaves: the server counts 0
    store().setUnreadCount(1); // then a new_notification frame says 1
    store().setUnreadCount(0, sentAt); // the answer arrives last, with its older count
    expect(store().unreadCount).toBe(1);
  });

  it('takes an answer whose request left after the last count', () => {
    store().setUnreadCount(3);
    store().setUnreadCount(0, performance.now() + 1);
    expect(store().unreadCount).toBe(0);
    expect(badgeText(store().unreadCount)).toBeNull();
  });
});
