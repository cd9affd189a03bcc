import { Suspense } from 'react';
import { PageTitle } from '@/components/ui/page-header';
import { useAuthStore } from '@/features/auth';
import { LiquidBackground, StaticBackdrop } from '@/visuals';
import { HomeClosing, HomeHero } from './home-hero';
import { LandingStory } from './landing-story';
import { WelcomeBack } from './welcome-back';

/**
 * Home (`/`): the hero, a signed-in creator's way back into their work, and the landing story —
 * all over the liquid background, which loads after the page has painted (SPEC.md §2.4, §2.6).
 */
export function HomePage() {
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.isAuthenticated) && user !== null;

  return (
    <>
      <PageTitle title="Home" />
      <Suspense fallback={<StaticBackdrop className="fixed inset-0" />}>
        <LiquidBackground />
      </Suspense>
      <div className="relative z-[1]">
        <HomeHero signedIn={signedIn} />
        {signedIn && user ? (
          <WelcomeBack name={user.firstName || user.username} createdAt={user.createdAt} />
        ) : null}
        <LandingStory />
        <HomeClosing signedIn={signedIn} />
      </div>
    </>
  );
}
