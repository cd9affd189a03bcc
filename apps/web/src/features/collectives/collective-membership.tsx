import { LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SignInToJoin } from '@/components/ui/sign-in-prompt';
import { ButtonSpinner } from '@/components/ui/spinner';
import { type ClientCollective, useJoinCollective, useLeaveCollective } from '@/entities/collectives';
import { useCurrentUser } from '@/features/auth';
import { COLLECTIVE_MESSAGES, INVITE_ONLY_NOTE } from './collectives-constants';
import { RoleBadge } from './role-badge';

/** In place of Join on an invite-only collective: how to get in. */
function InviteOnlyNote() {
  return <p className="max-w-xs text-sm text-ink-muted lg:text-right">{INVITE_ONLY_NOTE}</p>;
}

/**
 * What you can do about being in it, as its `policies` say: visitors get a sign-in link that comes
 * back here; those who may join Join; those who may leave Leave (after a confirm); the founder
 * stays, and is told so. An invite-only collective is joined by invitation: those outside it are
 * told so instead.
 */
export function CollectiveMembership({ collective }: { collective: ClientCollective }) {
  const user = useCurrentUser();
  const join = useJoinCollective(collective.collectiveId);
  const leave = useLeaveCollective(collective.collectiveId);
  const [confirming, setConfirming] = useState(false);
  const { policies, viewerRole: role } = collective;

  const inviteOnly = collective.visibility === 'invite_only' && role === null && !policies.canJoin;

  if (!user) {
    return inviteOnly ? <InviteOnlyNote /> : <SignInToJoin />;
  }
  if (role === 'founder' && !policies.canLeave) {
    return (
      <div className="flex flex-col items-start gap-1.5 lg:items-end">
        <RoleBadge kind="founder" />
        <p className="text-xs text-ink-faint">{COLLECTIVE_MESSAGES.founderStays}</p>
      </div>
    );
  }
  if (policies.canJoin) {
    return (
      <button
        type="button"
        onClick={() => join.mutate()}
        disabled={join.isPending}
        className={buttonClass('primary')}
      >
        {join.isPending ? <ButtonSpinner /> : <UserPlus aria-hidden className="size-4" />}
        {join.isPending ? 'Joining...' : 'Join collective'}
      </button>
    );
  }
  if (inviteOnly) return <InviteOnlyNote />;
  if (!policies.canLeave) {
    return role ? <RoleBadge kind={role} /> : null;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {role ? <RoleBadge kind={role} /> : null}
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={leave.isPending}
        className={buttonClass('secondary')}
      >
        {leave.isPending ? <ButtonSpinner /> : <LogOut aria-hidden className="size-4" />}
        {leave.isPending ? 'Leaving...' : 'Leave'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COLLECTIVE_MESSAGES.leaveTitle(collective.name)}
        description={COLLECTIVE_MESSAGES.leaveDescription}
        confirmLabel="Leave collective"
        danger
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
