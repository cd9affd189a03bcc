import { useParams } from 'react-router';
import { Inbox } from './inbox';

/** /messages/{id}: the inbox with this conversation open (beside the list from `lg`, alone on a phone). */
export function ConversationPage() {
  const { id = '' } = useParams();
  return <Inbox selectedId={id} />;
}
