import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { Spinner } from '@/components/ui/spinner';
import { openConversationWith } from '@/entities/messages';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { Inbox } from './inbox';

export { ConversationPage } from './conversation-page';

const OPEN_FAILED = 'Could not open the conversation.';

/** `/messages?to={userId}` (a Message button): get-or-create the conversation, then open it. */
function OpenConversation({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openConversationWith(userId).then(
      (conversation) => navigate(`/messages/${conversation.id}`, { replace: true }),
      (error) => {
        toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : OPEN_FAILED);
        navigate(-1);
      },
    );
  }, [navigate, userId]);
  return <Spinner label="Opening conversation..." showLabel className="py-10" />;
}

/** /messages — the inbox (SPEC.md §2.3's placeholder, now the list); `?to=` opens a conversation. */
export function MessagesPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const signedIn = useCurrentUser() !== null;
  if (to && signedIn) return <OpenConversation userId={to} />;
  return <Inbox selectedId={null} />;
}
