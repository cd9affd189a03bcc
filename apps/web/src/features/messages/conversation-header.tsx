import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CallButtons } from '@/components/calls';
import { ConversationAvatar } from '@/components/messages/conversation-avatar';
import { buttonClass } from '@/components/ui/button';
import { type ChatConversation, conversationTitle, otherParticipants } from '@/entities/messages';
import { INBOX_TEXT } from './messages-constants';
import { PeopleDialog } from './people-dialog';
import { useTypingUsers } from './use-typing';

const subjectPaths = { project: '/projects/', collective: '/collectives/' } as const;

/** Where a conversation's name leads: the other person's profile, or the chat's project or collective. */
function titleLink(conversation: ChatConversation, meId: string): string | null {
  if (conversation.subject)
    return `${subjectPaths[conversation.subject.kind]}${encodeURIComponent(conversation.subject.id)}`;
  const [other] = otherParticipants(conversation, meId);
  return conversation.kind === 'direct' && other ? `/profile/${encodeURIComponent(other.userId)}` : null;
}

/** The line under the name: who is typing, else the other's username, the chat's kind, or its size. */
function subtitle(conversation: ChatConversation, meId: string): string {
  if (conversation.kind === 'direct') return `@${otherParticipants(conversation, meId)[0]?.username ?? ''}`;
  const people = `${conversation.participants.length} people`;
  if (conversation.subject?.kind === 'project') return `Project chat · ${people}`;
  if (conversation.subject?.kind === 'collective') return `Collective chat · ${people}`;
  return people;
}

/**
 * A conversation's header: the way back to the list (one pane at a time), its picture and name,
 * who is typing; calls for two people, the People panel for more.
 */
export function ConversationHeader({
  conversation,
  meId,
  level,
  back,
}: {
  conversation: ChatConversation;
  meId: string;
  /** h1 when it is the page's only pane, h2 beside the list. */
  level: 1 | 2;
  back: boolean;
}) {
  const typing = useTypingUsers(conversation.id);
  const name = conversationTitle(conversation, meId);
  const link = titleLink(conversation, meId);
  const [other] = otherParticipants(conversation, meId);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-5">
      {back ? (
        <Link
          to="/messages"
          aria-label={INBOX_TEXT.backToList}
          className={buttonClass('ghost', 'icon', 'size-9')}
        >
          <ArrowLeft aria-hidden className="size-4" />
        </Link>
      ) : null}
      <ConversationAvatar conversation={conversation} meId={meId} />
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-base font-semibold text-ink">
          {link ? (
            <Link to={link} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        <p aria-live="polite" className="truncate text-xs text-ink-faint">
          {typing.length > 0
            ? `${typing.join(', ')} ${typing.length > 1 ? 'are' : 'is'} typing…`
            : subtitle(conversation, meId)}
        </p>
      </div>
      {conversation.kind === 'direct' ? (
        other ? (
          <CallButtons
            peer={{ userId: other.userId, username: other.username }}
            conversationId={conversation.id}
            buttonClassName={buttonClass('ghost', 'icon', 'size-9')}
          />
        ) : null
      ) : (
        <PeopleDialog conversation={conversation} meId={meId} />
      )}
    </header>
  );
}
