import { OkAnswer } from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiRequest } from '@/lib/api';

export const OTHER_SESSIONS_MESSAGES = {
  done: 'Other sessions were signed out.',
  failed: 'Could not sign out the other sessions. Please try again.',
} as const;

const signOutOthers = () => apiRequest('/api/me/sessions/others', { method: 'DELETE', schema: OkAnswer });

/** Signs out every other browser and device at once (their open tabs drop to sign-in too). */
export function OtherSessions() {
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => toast.success(OTHER_SESSIONS_MESSAGES.done),
    onError: () => toast.error(OTHER_SESSIONS_MESSAGES.failed),
  });
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink">Other sessions</h3>
        <p className="mt-1 text-sm text-ink-muted">
          Signed in somewhere you no longer use? Sign out everywhere but here.
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={end.isPending}
        onClick={() => setConfirming(true)}
      >
        <LogOut aria-hidden className="size-4" />
        Sign out other sessions
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description="Every other browser and device signed in to your account is signed out. This one stays signed in."
        confirmLabel="Sign out others"
        onConfirm={() => {
          setConfirming(false);
          end.mutate();
        }}
      />
    </div>
  );
}
