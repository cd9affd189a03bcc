import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { MainShell } from './shell/main-shell';

// Each feature's pages, loaded on first use (one chunk per module).
const loginPage = () => import('@/features/auth/login-page');
const registerPage = () => import('@/features/auth/register-page');
const mailLinkPages = () => import('@/features/auth/mail-link-pages');
const homePage = () => import('@/features/home/home-page');
const explorePage = () => import('@/features/explore/explore-page');
// A project's page, its forms and its other pages are apart: the page a visitor opens most, from a
// shared link on a phone, does not wait for the forms' uploads and pickers.
const projectPage = () => import('@/features/projects/project-detail-page');
const projectFormPages = () => import('@/features/projects/project-form-pages');
const completeProjectPage = () => import('@/features/projects/complete-project-page');
const invitePages = () => import('@/features/invitations/invite-pages');
const invitationsPages = () => import('@/features/invitations/invitations-pages');
const libraryPage = () => import('@/features/library/library-page');
const communityPage = () => import('@/features/community/community-page');
const postPage = () => import('@/features/posts/post-page');
const collectivesPages = () => import('@/features/collectives/collectives-pages');
const collectiveFormPages = () => import('@/features/collectives/collective-form-pages');
const notificationsPage = () => import('@/features/notifications/notifications-page');
const queuePages = () => import('@/features/queue/queue-pages');
const messagesPages = () => import('@/features/messages/messages-pages');
const profilePages = () => import('@/features/profile/profile-pages');
const settingsPages = () => import('@/features/settings/settings-pages');
const pricingPage = () => import('@/features/pricing/pricing-page');
const designSystemPage = () => import('@/features/design-system/design-system-page');
const commissionsPages = () => import('@/features/commissions/commissions-pages');
const friendsPages = () => import('@/features/friends/friends-pages');
const eventsPages = () => import('@/features/events/events-pages');
const onboardingPage = () => import('@/features/onboarding/onboarding-page');
const workspacePages = () => import('@/features/workspace/workspace-pages');
const projectsPage = () => import('@/features/projects/projects-page');
const betaTestingPage = () => import('@/features/beta-testing/beta-testing-page');
const notFoundPage = () => import('@/features/not-found/not-found-page');

/** A lazily loaded page at `path`; `pick` names the page in its module. */
function page<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path, lazy: lazyPage(load, pick) };
}

/** Sign-in and registration: they fetch nothing through the query cache, so they paint without it. */
const authPages: RouteObject[] = [
  page('login', loginPage, (m) => m.LoginPage),
  page('register', registerPage, (m) => m.RegisterPage),
  page('forgot-password', mailLinkPages, (m) => m.ForgotPasswordPage),
  page('reset-password', mailLinkPages, (m) => m.ResetPasswordPage),
  page('verify-email', mailLinkPages, (m) => m.VerifyEmailPage),
];

/** The query cache's provider, loaded beside the first page that needs it (query-provider.tsx). */
const dataLayout = lazyPage(
  () => import('./query-provider'),
  (m) => m.DataLayout,
);

/** Public routes of SPEC.md §2.1 (and the public placeholders of §2.3), under the main shell. */
const publicPages: RouteObject[] = [
  { index: true, lazy: lazyPage(homePage, (m) => m.HomePage) },
  page('explore', explorePage, (m) => m.ExplorePage),
  page('projects/:id', projectPage, (m) => m.ProjectPage),
  page('library', libraryPage, (m) => m.LibraryPage),
  page('community', communityPage, (m) => m.CommunityPage),
  page('posts/:id', postPage, (m) => m.PostPage),
  page('collectives', collectivesPages, (m) => m.CollectivesPage),
  page('collectives/:id', collectivesPages, (m) => m.CollectivePage),
  page('notifications', notificationsPage, (m) => m.NotificationsPage),
  page('queue', queuePages, (m) => m.QueuePage),
  page('queue/tournament', queuePages, (m) => m.QueueTournamentPage),
  page('messages', messagesPages, (m) => m.MessagesPage),
  page('messages/:id', messagesPages, (m) => m.ConversationPage),
  page('profile/:id', profilePages, (m) => m.UserProfilePage),
  page('settings', settingsPages, (m) => m.SettingsPage),
  page('pricing', pricingPage, (m) => m.PricingPage),
  page('design-system', designSystemPage, (m) => m.DesignSystemPage),
  page('commissions', commissionsPages, (m) => m.CommissionsPage),
  page('commissions/create', commissionsPages, (m) => m.CreateCommissionPage),
  page('commissions/:id', commissionsPages, (m) => m.CommissionPage),
  page('commissions/:id/submit', commissionsPages, (m) => m.SubmitToCommissionPage),
  page('my-commissions', commissionsPages, (m) => m.MyCommissionsPage),
  page('my-submissions', commissionsPages, (m) => m.MySubmissionsPage),
  page('friends/posts', friendsPages, (m) => m.FriendPostsPage),
  page('events', eventsPages, (m) => m.EventsPage),
  page('events/create', eventsPages, (m) => m.CreateEventPage),
  page('events/:id', eventsPages, (m) => m.EventPage),
  // An invite link: what it opens shows signed out too, so a newcomer can sign up into it.
  page('invite/:token', invitationsPages, (m) => m.InviteLinkPage),
];

/** Routes that require sign-in (SPEC.md §2.2). */
const guardedPages: RouteObject[] = [
  page('onboarding', onboardingPage, (m) => m.OnboardingPage),
  // The same create form as /projects/new; it opens the new project's workspace afterwards.
  page('workspace/new', projectFormPages, (m) => m.NewProjectPage),
  page('workspace/:id', workspacePages, (m) => m.WorkspacePage),
  page('projects', projectsPage, (m) => m.ProjectsPage),
  page('projects/new', projectFormPages, (m) => m.NewProjectPage),
  page('projects/edit/:id', projectFormPages, (m) => m.EditProjectPage),
  page('projects/:projectId/complete', completeProjectPage, (m) => m.CompleteProjectPage),
  page('projects/:id/invite', invitePages, (m) => m.ProjectInvitePage),
  page('collectives/:id/invite', invitePages, (m) => m.CollectiveInvitePage),
  page('invitations', invitationsPages, (m) => m.InvitationsPage),
  page('friends', friendsPages, (m) => m.FriendsPage),
  page('profile', profilePages, (m) => m.OwnProfilePage),
  page('profile/edit', profilePages, (m) => m.EditOwnProfilePage),
  page('settings/profile', profilePages, (m) => m.EditProfileSettingsPage),
  page('beta-testing', betaTestingPage, (m) => m.BetaTestingPage),
  page('collectives/create', collectiveFormPages, (m) => m.CreateCollectivePage),
  page('collectives/:id/edit', collectiveFormPages, (m) => m.EditCollectivePage),
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
              ...authPages,
              {
                lazy: dataLayout,
                children: [
                  ...publicPages,
                  { element: <RequireAuth />, children: guardedPages },
                  page('*', notFoundPage, (m) => m.NotFoundPage),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
