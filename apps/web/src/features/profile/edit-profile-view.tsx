import { PageHeader } from '@/components/ui/page-header';
import { type ClientUser, useCurrentUser } from '@/features/auth';
import { ProfileForm } from './profile-form';

/** The one Edit Profile screen, shown at /profile/edit and /settings/profile (both guarded). */
export function EditProfileView({
  cancelTo,
  onSaved,
}: {
  cancelTo: string;
  onSaved?: (user: ClientUser) => void;
}) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Edit Profile" description="What other creators see about you." />
      <ProfileForm key={user.id} user={user} cancelTo={cancelTo} onSaved={onSaved} />
    </div>
  );
}
