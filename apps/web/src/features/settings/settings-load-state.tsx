import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { useSettings } from '@/entities/settings';

export const SETTINGS_LOAD_FAILED = 'Your settings could not be loaded.';

/**
 * What a settings section shows until GET /api/me/settings has answered: a spinner, or the
 * failure with a way to try again. Null once the settings are there.
 */
export function SettingsLoadState({ settings }: { settings: ReturnType<typeof useSettings> }) {
  if (settings.isPending) return <Spinner label="Loading your settings…" showLabel className="py-3" />;
  if (!settings.isError) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-rose-200">
      {SETTINGS_LOAD_FAILED}
      <button
        type="button"
        onClick={() => void settings.refetch()}
        disabled={settings.isFetching}
        className={buttonClass('secondary', 'sm')}
      >
        Try again
      </button>
    </div>
  );
}

/** Shown in a section's corner while one of its changes is being saved. */
export function SavingIndicator({ saving }: { saving: boolean }) {
  return saving ? <Spinner label="Saving…" showLabel className="shrink-0 text-xs" /> : null;
}
