import { PenLine, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth';
import { EditProfileView } from './edit-profile-view';
import { OwnProjects } from './own-projects';
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
          <Link to="/profile/edit" className={buttonClass('secondary')}>
            <PenLine aria-hidden className="size-4" />
            Edit profile
          </Link>
        }
      />
      <div className="flex flex-col gap-8">
        <ProfileCard user={user} />
        <OwnProjects />
      </div>
    </>
  );
}

/** /profile/edit (guarded): saving goes back to the profile. */
export function EditOwnProfilePage() {
  const navigate = useNavigate();
  return <EditProfileView cancelTo="/profile" onSaved={() => navigate('/profile')} />;
}

/** /profile/{id} — another user's profile. */
export function UserProfilePage() {
  return (
    <ComingSoon title="Profile" icon={UserRound} message="Profiles of other creators are coming soon." />
  );
}

/** /settings/profile (Edit Profile): the same form, inside settings. */
export function EditProfileSettingsPage() {
  return <EditProfileView cancelTo="/settings" />;
}
