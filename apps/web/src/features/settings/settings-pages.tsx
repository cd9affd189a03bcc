import { LogIn, PenLine, UserRound, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/form-parts';
import { PageHeader } from '@/components/ui/page-header';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { displayName, useCurrentUser } from '@/features/auth';
import { useCallSettings } from '@/hooks/calls/use-call-settings';
import { callSounds } from '@/lib/calls/sounds';
import { ActiveSessions } from './active-sessions';
import { BlockedUsersSection } from './blocked-users-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailConfirmation } from './email-confirmation';
import { NotificationsSection } from './notifications-section';
import { PasswordForm } from './password-form';
import { PrivacySection } from './privacy-section';
import { SettingsSection } from './settings-section';

/** /settings — public: signed-out visitors are offered the sign-in. */
export function SettingsPage() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <>
        <PageHeader title="Settings" />
        <SignInPrompt icon={LogIn} title="Sign in to manage your settings" />
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description="Your profile, account and privacy." />

      <SettingsSection
        id="settings-profile"
        title="Profile"
        description="What other creators see about you."
        action={
          <Link to="/settings/profile" className={buttonClass('secondary', 'sm')}>
            <PenLine aria-hidden className="size-4" />
            Edit Profile
          </Link>
        }
      >
        <div className="flex min-w-0 items-center gap-4">
          <Avatar src={user.profilePictureUrl} name={displayName(user)} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{displayName(user)}</p>
            <p className="truncate text-sm text-ink-muted">@{user.username}</p>
            <Link
              to="/profile"
              className="mt-1 inline-flex items-center gap-1 text-sm text-accent-300 hover:text-accent-200 hover:underline"
            >
              <UserRound aria-hidden className="size-3.5" />
              View your profile
            </Link>
          </div>
        </div>
      </SettingsSection>

      <SettingsSection id="settings-account" title="Account" description="How you sign in.">
        <dl className="mb-6 grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-ink-muted">Username</dt>
            <dd className="truncate text-ink">@{user.username}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-ink-muted">Email</dt>
            <dd className="truncate text-ink">{user.email || '—'}</dd>
            {user.email ? (
              <dd>
                <EmailConfirmation verified={user.emailVerified === true} />
              </dd>
            ) : null}
          </div>
        </dl>
        <h3 className="mb-3 text-sm font-semibold text-ink">Change password</h3>
        <PasswordForm />
        <ActiveSessions />
      </SettingsSection>

      <NotificationsSection />

      <PrivacySection />

      <CallsSection />

      <BlockedUsersSection />

      <DeleteAccountSection />
    </div>
  );
}

/** SPEC.md §9 "Calls": the sound effects are on until the user turns them off here. */
function CallsSection() {
  const soundsEnabled = useCallSettings((s) => s.soundsEnabled);
  const setSoundsEnabled = useCallSettings((s) => s.setSoundsEnabled);
  return (
    <SettingsSection
      id="settings-calls"
      title="Calls"
      description="Sounds for voice and video calls."
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!soundsEnabled}
          onClick={() => callSounds.play('connect')}
        >
          <Volume2 aria-hidden className="size-4" />
          Play a sound
        </button>
      }
    >
      <SwitchField
        id="settings-call-sounds"
        label="Call sounds"
        checked={soundsEnabled}
        onChange={setSoundsEnabled}
        description="Ringtone and the sounds when a call connects, ends or is declined."
      />
    </SettingsSection>
  );
}
