import { PenLine, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth';
import { ProfileCard } from './profile-details';

/** /profile — the signed-in user's own profile (guarded). */
export function OwnProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <Link to="/settings/profile" className={buttonClass('secondary')}>
            <PenLine aria-hidden className="size-4" />
            Edit Profile
          </Link>
        }
      />
      <ProfileCard user={user} />
    </>
  );
}

/** /profile/edit (guarded). */
export function EditOwnProfilePage() {
  return <ComingSoon title="Edit Profile" icon={PenLine} message="Editing your profile is coming soon." />;
}

/** /profile/{id} — another user's profile. */
export function UserProfilePage() {
  return (
    <ComingSoon title="Profile" icon={UserRound} message="Profiles of other creators are coming soon." />
  );
}
