import type { FriendRequestsFrom } from '@create-together/contract';
import { usePendingSettingsChanges, useSettings, useUpdateSettings } from '@/entities/settings';
import { cn } from '@/lib/cn';
import { SavingIndicator, SettingsLoadState } from './settings-load-state';
import { SettingsSection } from './settings-section';

export const PRIVACY_SAVE_FAILED = 'Could not save who can send you friend requests. Please try again.';

/** The three choices of Settings → Privacy, each with what it means. */
export const FRIEND_REQUEST_CHOICES: { value: FriendRequestsFrom; label: string; description: string }[] = [
  { value: 'everyone', label: 'Everyone', description: 'Any creator can send you a friend request.' },
  {
    value: 'friends_of_friends',
    label: 'Friends of friends',
    description: 'Only creators who share at least one friend with you.',
  },
  {
    value: 'nobody',
    label: 'Nobody',
    description: 'No one can send you a request. You can still send your own and answer those waiting.',
  },
];

/** Settings → Privacy: who may send you a friend request, saved as soon as it is chosen. */
export function PrivacySection() {
  const settings = useSettings();
  const update = useUpdateSettings(PRIVACY_SAVE_FAILED);
  const saving = usePendingSettingsChanges().some((change) => change.friendRequestsFrom);
  const chosen = settings.data?.friendRequestsFrom;

  return (
    <SettingsSection
      id="settings-privacy"
      title="Privacy"
      description="Who can send you a friend request. People you blocked never can."
      action={<SavingIndicator saving={saving} />}
    >
      <SettingsLoadState settings={settings} />
      {chosen ? (
        <fieldset aria-busy={saving || undefined} className="flex flex-col gap-3">
          <legend className="sr-only">Who can send you friend requests</legend>
          {FRIEND_REQUEST_CHOICES.map(({ value, label, description }) => {
            const id = `settings-requests-from-${value}`;
            return (
              <label
                key={value}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-accent-400',
                  chosen === value
                    ? 'border-accent-500/70 bg-accent-600/10'
                    : 'border-line bg-surface-2/60 hover:border-line-strong',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name="friend-requests-from"
                  value={value}
                  checked={chosen === value}
                  // Named by the choice alone; what it means is its description.
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-hint`}
                  onChange={() => update.mutate({ friendRequestsFrom: value })}
                  className="mt-0.5 size-4 shrink-0 accent-accent-500 focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <span id={`${id}-label`} className="block text-sm font-medium text-ink">
                    {label}
                  </span>
                  <span id={`${id}-hint`} className="mt-0.5 block text-xs text-ink-muted">
                    {description}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </SettingsSection>
  );
}
