import { LogIn, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { type ClientUser, useCurrentUser } from '@/features/auth';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
      <dt className="w-40 shrink-0 text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function AccountDetails({ user }: { user: ClientUser }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
      <Row label="Username">@{user.username}</Row>
      <Row label="Email">{user.email || '—'}</Row>
      <Row label="Full name">{user.fullName || '—'}</Row>
      <Row label="Bio">{user.bio || <span className="text-ink-faint">No bio yet</span>}</Row>
    </dl>
  );
}

/** /settings — public: signed-out visitors are offered the sign-in. */
export function SettingsPage() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <>
        <PageHeader title="Settings" />
        <EmptyState
          icon={LogIn}
          title="Sign in to manage your settings"
          action={
            <Link to="/login?redirect=%2Fsettings" className={buttonClass('primary')}>
              Log in
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Settings" description="Your account details." />
      <section aria-labelledby="settings-account" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="settings-account" className="text-base font-semibold text-ink">
            Account
          </h2>
          <Link to="/settings/profile" className={buttonClass('secondary', 'sm')}>
            <PenLine aria-hidden className="size-4" />
            Edit Profile
          </Link>
        </div>
        <AccountDetails user={user} />
        <p className="text-sm text-ink-faint">Changing these details and your password is coming soon.</p>
      </section>
    </>
  );
}

/** /settings/profile — Edit Profile (guarded). */
export function EditProfileSettingsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Edit Profile" description="What other creators see about you." />
      <AccountDetails user={user} />
      <p className="mt-3 text-sm text-ink-faint">Editing your profile is coming soon.</p>
    </>
  );
}
