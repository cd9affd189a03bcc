import { PenLine } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { displayName, useCurrentUser } from '@/features/auth';
import { EditProfileView } from './edit-profile-view';
import { MergedContributions } from './merged-contributions';
import { ProfileCredits } from './profile-credits';
import { ProfileCard } from './profile-details';
import { OwnPosts } from './profile-posts';
import { OwnProjects } from './profile-projects';

export { UserProfilePage } from './user-profile-page';

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
        <ProfileCard person={{ ...user, avatarUrl: user.profilePictureUrl }} />
        <OwnProjects />
        <OwnPosts me={user} />
        <ProfileCredits userId={user.id} />
        <MergedContributions userId={user.id} own name={displayName(user)} />
      </div>
    </>
  );
}

/** /profile/edit (guarded): saving goes back to the profile. */
export function EditOwnProfilePage() {
  const navigate = useNavigate();
  return <EditProfileView cancelTo="/profile" onSaved={() => navigate('/profile')} />;
}

/** /settings/profile (Edit Profile): the same form, inside settings. */
export function EditProfileSettingsPage() {
  return <EditProfileView cancelTo="/settings" />;
}
