import { ShieldBan } from 'lucide-react';
import { SettingsSection } from './settings-section';

/** Settings → Blocked users: the people you blocked (GET /api/me/blocks), none listed yet. */
export function BlockedUsersSection() {
  return (
    <SettingsSection
      id="settings-blocked"
      title="Blocked users"
      description="Blocked people cannot send you friend requests, message or call you."
    >
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-surface-2/40 px-4 py-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-surface-2 text-ink-faint">
          <ShieldBan aria-hidden className="size-5" />
        </span>
        <p className="text-sm text-ink-muted">
          People you block will be listed here, where you can unblock them.
        </p>
      </div>
    </SettingsSection>
  );
}
