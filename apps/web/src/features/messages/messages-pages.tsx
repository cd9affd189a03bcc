import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { Spinner } from '@/components/ui/spinner';
import { openConversationWith, openSubjectChat } from '@/entities/messages';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { Inbox } from './inbox';

export { ConversationPage } from './conversation-page';

const OPEN_FAILED = 'Could not open the conversation.';

/** A project's or a collective's chat, as `?chat=project:{id}` names it; null for anything else. */
function chatSubject(value: string | null): { kind: 'project' | 'collective'; id: string } | null {
  const [kind, id] = value?.split(':', 2) ?? [];
  return (kind === 'project' || kind === 'collective') && id ? { kind, id } : null;
}

/**
 * `/messages?to={userId}` (a Message button) or `?chat=project:{id}` (a project's or collective's
 * Chat link): get-or-create the conversation, then open it.
 */
function OpenConversation({ open }: { open: () => Promise<{ id: string }> }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open().then(
      (conversation) => navigate(`/messages/${conversation.id}`, { replace: true }),
      (error) => {
        toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : OPEN_FAILED);
        navigate(-1);
      },
    );
  }, [navigate, open]);
  return <Spinner label="Opening conversation..." showLabel className="py-10" />;
}

/** /messages — the inbox (SPEC.md §2.3's placeholder, now the list); `?to=` and `?chat=` open a conversation. */
export function MessagesPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const chat = chatSubject(params.get('chat'));
  const signedIn = useCurrentUser() !== null;
  if (to && signedIn) return <OpenConversation open={() => openConversationWith(to)} />;
  if (chat && signedIn) return <OpenConversation open={() => openSubjectChat(chat.kind, chat.id)} />;
  return <Inbox selectedId={null} />;
}
