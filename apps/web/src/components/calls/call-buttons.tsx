import { Phone, Video } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { openConversationWith } from '@/entities/messages';
import { useCallController, useCallState } from '@/hooks/calls/calls-provider';
import { ApiError } from '@/lib/api-error';
import type { CallPeer } from '@/lib/calls/call-types';
import { cn } from '@/lib/cn';

const COULD_NOT_CALL = 'The call could not be placed.';

/**
 * Audio and video call buttons for a friend. Calls happen in the friends' conversation: given,
 * or opened (get-or-create) on click from a friend entry.
 */
export function CallButtons({
  peer,
  conversationId,
  className,
  buttonClassName,
}: {
  peer: CallPeer;
  conversationId?: string;
  className?: string;
  buttonClassName: string;
}) {
  const controller = useCallController();
  const busy = useCallState().status !== 'idle';
  const [starting, setStarting] = useState(false);

  async function call(video: boolean) {
    if (!controller) return;
    setStarting(true);
    try {
      const id = conversationId ?? (await openConversationWith(peer.userId)).id;
      await controller.start(peer, id, { video });
    } catch (error) {
      toast.error((error instanceof ApiError && error.serverMessage) || COULD_NOT_CALL);
    } finally {
      setStarting(false);
    }
  }

  const disabled = !controller || busy || starting;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <button
        type="button"
        aria-label={`Audio call ${peer.username}`}
        title="Audio call"
        disabled={disabled}
        onClick={() => void call(false)}
        className={buttonClassName}
      >
        <Phone aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Video call ${peer.username}`}
        title="Video call"
        disabled={disabled}
        onClick={() => void call(true)}
        className={buttonClassName}
      >
        <Video aria-hidden className="size-4" />
      </button>
    </span>
  );
}
