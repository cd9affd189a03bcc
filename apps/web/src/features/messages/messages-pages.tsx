import { MessagesSquare } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /messages — the overview, a placeholder of SPEC.md §2.3. */
export function MessagesPage() {
  return <ComingSoon title="Messages" icon={MessagesSquare} message="Messages are coming soon." />;
}

/** /messages/{id} — a conversation. */
export function ConversationPage() {
  return <ComingSoon title="Conversation" icon={MessagesSquare} message="Conversations are coming soon." />;
}
