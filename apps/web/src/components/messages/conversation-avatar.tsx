import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { type ChatConversation, conversationTitle, otherParticipants, personName } from '@/entities/messages';
import { cn } from '@/lib/cn';

/** A project's or a collective's picture: square-ish, so it does not pass for a person. */
function SubjectPicture({ src, name, size }: { src: string | null; name: string; size: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-lg bg-gradient-to-br from-accent-500 to-accent-800 font-semibold text-white ring-1 ring-white/10',
        size === 'sm' ? 'size-7 text-xs' : 'size-10 text-sm',
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        name.trim().charAt(0).toUpperCase() || '#'
      )}
    </span>
  );
}

/**
 * A conversation's picture: the other person's avatar; a project's or a collective's image (or its
 * initial) for their chat; two of the others' avatars stacked for a group.
 */
export function ConversationAvatar({
  conversation,
  meId,
  size = 'md',
}: {
  conversation: ChatConversation;
  meId: string;
  size?: 'sm' | 'md';
}) {
  if (conversation.subject)
    return (
      <SubjectPicture src={conversation.subject.imageUrl} name={conversation.subject.name} size={size} />
    );
  const [first, second] = otherParticipants(conversation, meId);
  if (conversation.kind === 'direct' || !first || !second)
    return (
      <span className={cn('grid shrink-0 place-items-center', size === 'sm' ? 'size-7' : 'size-10')}>
        <Avatar
          src={first?.avatarUrl}
          name={first ? personName(first) : conversationTitle(conversation, meId)}
          size={size}
        />
      </span>
    );
  const small = size === 'sm' ? 'xs' : 'sm';
  return (
    <span aria-hidden className={cn('relative inline-block shrink-0', size === 'sm' ? 'size-7' : 'size-10')}>
      <Avatar src={first.avatarUrl} name={personName(first)} size={small} className="absolute top-0 left-0" />
      <span className="absolute right-0 bottom-0 rounded-full bg-surface p-0.5">
        <Avatar src={second.avatarUrl} name={personName(second)} size={small} />
      </span>
    </span>
  );
}
