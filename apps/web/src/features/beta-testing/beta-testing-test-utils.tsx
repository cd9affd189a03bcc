import type { Feedback } from '@create-together/contract';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { type FakeHandler, fakeServer, jsonResponse, renderRoutes, serverUser } from '@/test/helpers';
import { BetaTestingPage } from './beta-testing-page';

/** A submission as GET /api/feedback sends it; `overrides` replace fields. */
export function serverFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    feedbackId: 'f1',
    category: 'bug',
    description: 'The play button does nothing on the second track.',
    rating: 4,
    status: 'received',
    screenshot: null,
    createdAt: Date.UTC(2025, 4, 1, 12) / 1000,
    updatedAt: Date.UTC(2025, 4, 1, 12) / 1000,
    ...overrides,
  };
}

export const signIn = () => useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });

/** Default answers: opted out, nothing sent yet; `handlers` replace them. */
export function renderBetaTesting(handlers: Record<string, FakeHandler> = {}) {
  const fetchMock = fakeServer({
    'GET /api/me/beta': () => jsonResponse({ success: true, optIn: false }),
    'GET /api/feedback': () => jsonResponse({ success: true, feedback: [] }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/beta-testing', element: <BetaTestingPage /> }], '/beta-testing');
  /** The JSON bodies sent as `METHOD url`, in order. */
  const sent = (method: string, url: string) =>
    fetchMock.mock.calls
      .filter(([u, init]) => u === url && (init?.method ?? 'GET') === method)
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { ...view, fetchMock, sent };
}
