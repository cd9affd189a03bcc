import type { NotificationType } from '@create-together/contract';
import { SwitchField } from '@/components/ui/form-parts';
import { touchesType, usePendingSettingsChanges, useSettings, useUpdateSettings } from '@/entities/settings';
import { SavingIndicator, SettingsLoadState } from './settings-load-state';
import { SettingsSection } from './settings-section';

export const NOTIFICATIONS_SAVE_FAILED = 'Could not save your notification settings. Please try again.';

/** One switch per cause, in the order the notifications list groups them. */
export const NOTIFICATION_SWITCHES: Record<NotificationType, { label: string; description: string }> = {
  friend_request: { label: 'Friend requests', description: 'When someone sends you a friend request.' },
  friend_accepted: {
    label: 'Accepted requests',
    description: 'When someone accepts a friend request you sent.',
  },
  project_joined: { label: 'New project members', description: 'When someone joins a project you own.' },
  contribution_proposed: {
    label: 'Proposed contributions',
    description: 'When someone proposes a contribution to a project you own.',
  },
  contribution_merged: {
    label: 'Merged contributions',
    description: 'When a contribution of yours is merged into its project.',
  },
  message: {
    label: 'Messages',
    description: 'When someone messages you while that conversation is not open.',
  },
  missed_call: { label: 'Missed calls', description: 'When you miss a voice or video call.' },
  post_liked: { label: 'Likes on your posts', description: 'When someone likes one of your posts.' },
  post_commented: {
    label: 'Comments on your posts',
    description: 'When someone comments on one of your posts.',
  },
  queue_matched: { label: 'Queue matches', description: 'When the team you queued for is ready.' },
  review_comment: {
    label: 'Comments on the music',
    description: 'When someone comments on your take or file, or answers a thread you are in.',
  },
  review_mention: { label: 'Mentions', description: 'When someone @mentions you in a comment on the music.' },
  invitation: {
    label: 'Invitations',
    description: 'When someone invites you to join a project or a collective.',
  },
};

const TYPES = Object.keys(NOTIFICATION_SWITCHES) as NotificationType[];

/** Settings → Notifications: each cause on or off, saved as soon as it is switched. */
export function NotificationsSection() {
  const settings = useSettings();
  const update = useUpdateSettings(NOTIFICATIONS_SAVE_FAILED);
  const pending = usePendingSettingsChanges().filter((change) => change.notifications);

  return (
    <SettingsSection
      id="settings-notifications"
      title="Notifications"
      description="What you are told about. A cause turned off adds nothing to your notifications; messages and calls still reach you."
      action={<SavingIndicator saving={pending.length > 0} />}
    >
      <SettingsLoadState settings={settings} />
      {settings.data ? (
        <div className="flex flex-col gap-3">
          {TYPES.map((type) => (
            <div key={type} aria-busy={pending.some((change) => touchesType(change, type)) || undefined}>
              <SwitchField
                id={`settings-notify-${type}`}
                label={NOTIFICATION_SWITCHES[type].label}
                description={NOTIFICATION_SWITCHES[type].description}
                checked={settings.data.notifications[type]}
                onChange={(on) => update.mutate({ notifications: { [type]: on } })}
              />
            </div>
          ))}
        </div>
      ) : null}
    </SettingsSection>
  );
}
