import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { MainShell } from './shell/main-shell';

/** Public routes of SPEC.md §2.1 (and the public placeholders of §2.3), under the main shell. */
const publicPages: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(
      () => import('@/features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: lazyPage(
      () => import('@/features/auth/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    index: true,
    lazy: lazyPage(
      () => import('@/features/home/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'explore',
    lazy: lazyPage(
      () => import('@/features/explore/explore-page'),
      (m) => m.ExplorePage,
    ),
  },
  {
    path: 'projects/:id',
    lazy: lazyPage(
      () => import('@/features/projects/project-pages'),
      (m) => m.ProjectPage,
    ),
  },
  {
    path: 'library',
    lazy: lazyPage(
      () => import('@/features/library/library-page'),
      (m) => m.LibraryPage,
    ),
  },
  {
    path: 'community',
    lazy: lazyPage(
      () => import('@/features/community/community-page'),
      (m) => m.CommunityPage,
    ),
  },
  {
    path: 'collectives',
    lazy: lazyPage(
      () => import('@/features/collectives/collectives-pages'),
      (m) => m.CollectivesPage,
    ),
  },
  {
    path: 'collectives/:id',
    lazy: lazyPage(
      () => import('@/features/collectives/collectives-pages'),
      (m) => m.CollectivePage,
    ),
  },
  {
    path: 'notifications',
    lazy: lazyPage(
      () => import('@/features/notifications/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'queue',
    lazy: lazyPage(
      () => import('@/features/queue/queue-pages'),
      (m) => m.QueuePage,
    ),
  },
  {
    path: 'queue/tournament',
    lazy: lazyPage(
      () => import('@/features/queue/queue-pages'),
      (m) => m.QueueTournamentPage,
    ),
  },
  {
    path: 'messages',
    lazy: lazyPage(
      () => import('@/features/messages/messages-pages'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: 'messages/:id',
    lazy: lazyPage(
      () => import('@/features/messages/messages-pages'),
      (m) => m.ConversationPage,
    ),
  },
  {
    path: 'profile/:id',
    lazy: lazyPage(
      () => import('@/features/profile/profile-pages'),
      (m) => m.UserProfilePage,
    ),
  },
  {
    path: 'settings',
    lazy: lazyPage(
      () => import('@/features/settings/settings-pages'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'pricing',
    lazy: lazyPage(
      () => import('@/features/pricing/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: 'design-system',
    lazy: lazyPage(
      () => import('@/features/design-system/design-system-page'),
      (m) => m.DesignSystemPage,
    ),
  },
  {
    path: 'commissions',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.CommissionsPage,
    ),
  },
  {
    path: 'commissions/create',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.CreateCommissionPage,
    ),
  },
  {
    path: 'commissions/:id',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.CommissionPage,
    ),
  },
  {
    path: 'commissions/:id/submit',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.SubmitToCommissionPage,
    ),
  },
  {
    path: 'my-commissions',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.MyCommissionsPage,
    ),
  },
  {
    path: 'my-submissions',
    lazy: lazyPage(
      () => import('@/features/commissions/commissions-pages'),
      (m) => m.MySubmissionsPage,
    ),
  },
  {
    path: 'friends/posts',
    lazy: lazyPage(
      () => import('@/features/friends/friends-pages'),
      (m) => m.FriendPostsPage,
    ),
  },
  {
    path: 'events',
    lazy: lazyPage(
      () => import('@/features/events/events-pages'),
      (m) => m.EventsPage,
    ),
  },
  {
    path: 'events/create',
    lazy: lazyPage(
      () => import('@/features/events/events-pages'),
      (m) => m.CreateEventPage,
    ),
  },
  {
    path: 'events/:id',
    lazy: lazyPage(
      () => import('@/features/events/events-pages'),
      (m) => m.EventPage,
    ),
  },
];

/** Routes that require sign-in (SPEC.md §2.2). */
const guardedPages: RouteObject[] = [
  {
    path: 'onboarding',
    lazy: lazyPage(
      () => import('@/features/onboarding/onboarding-page'),
      (m) => m.OnboardingPage,
    ),
  },
  {
    path: 'workspace/new',
    lazy: lazyPage(
      () => import('@/features/workspace/workspace-pages'),
      (m) => m.WorkspaceNewPage,
    ),
  },
  {
    path: 'workspace/:id',
    lazy: lazyPage(
      () => import('@/features/workspace/workspace-pages'),
      (m) => m.WorkspacePage,
    ),
  },
  {
    path: 'projects',
    lazy: lazyPage(
      () => import('@/features/projects/projects-page'),
      (m) => m.ProjectsPage,
    ),
  },
  {
    path: 'projects/new',
    lazy: lazyPage(
      () => import('@/features/projects/project-pages'),
      (m) => m.NewProjectPage,
    ),
  },
  {
    path: 'projects/edit/:id',
    lazy: lazyPage(
      () => import('@/features/projects/project-pages'),
      (m) => m.EditProjectPage,
    ),
  },
  {
    path: 'projects/:projectId/complete',
    lazy: lazyPage(
      () => import('@/features/projects/project-pages'),
      (m) => m.CompleteProjectPage,
    ),
  },
  {
    path: 'projects/:id/invite',
    lazy: lazyPage(
      () => import('@/features/projects/project-pages'),
      (m) => m.ProjectInvitePage,
    ),
  },
  {
    path: 'friends',
    lazy: lazyPage(
      () => import('@/features/friends/friends-pages'),
      (m) => m.FriendsPage,
    ),
  },
  {
    path: 'profile',
    lazy: lazyPage(
      () => import('@/features/profile/profile-pages'),
      (m) => m.OwnProfilePage,
    ),
  },
  {
    path: 'profile/edit',
    lazy: lazyPage(
      () => import('@/features/profile/profile-pages'),
      (m) => m.EditOwnProfilePage,
    ),
  },
  {
    path: 'settings/profile',
    lazy: lazyPage(
      () => import('@/features/settings/settings-pages'),
      (m) => m.EditProfileSettingsPage,
    ),
  },
  {
    path: 'beta-testing',
    lazy: lazyPage(
      () => import('@/features/beta-testing/beta-testing-page'),
      (m) => m.BetaTestingPage,
    ),
  },
  {
    path: 'collectives/create',
    lazy: lazyPage(
      () => import('@/features/collectives/collectives-pages'),
      (m) => m.CreateCollectivePage,
    ),
  },
];

/** Every route of SPEC.md §2.1–2.3. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <MainShell />,
        children: [
          {
            // Errors and the first load's spinner stay inside the shell, so the menu keeps working.
            errorElement: <RouteErrorBoundary />,
            hydrateFallbackElement: <PageSpinner />,
            children: [
              ...publicPages,
              { element: <RequireAuth />, children: guardedPages },
              {
                path: '*',
                lazy: lazyPage(
                  () => import('@/features/not-found/not-found-page'),
                  (m) => m.NotFoundPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
