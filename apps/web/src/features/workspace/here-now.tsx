import type { RoomPresence } from '@create-together/contract';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { useCurrentUser } from '@/features/auth';

/** Faces shown; the others are counted after them. */
const HERE_SHOWN = 5;

interface Present {
  id: string;
  /** What the face says: "You" for the signed-in user. */
  label: string;
  /** The name its initial comes from when there is no picture. */
  name: string;
  avatar: string | null;
  editing: boolean;
}

const described = (person: Present) => (person.editing ? `${person.label} (editing)` : person.label);

/**
 * Who has the workspace open right now, you first, each face named on hover and to a screen
 * reader, with a pencil on whoever is editing the main content. The room says who is here; you
 * are here as long as the page is open, whatever the connection says.
 */
export function HereNow({ here }: { here: RoomPresence[] }) {
  const labelId = useId();
  const me = useCurrentUser();
  if (!me) return null;

  const people: Present[] = [
    {
      id: me.id,
      label: 'You',
      name: me.fullName || me.username,
      avatar: me.avatar,
      editing: here.some((who) => who.userId === me.id && who.activity === 'editing'),
    },
    ...here
      .filter((who) => who.userId !== me.id)
      .map((who) => ({
        id: who.userId,
        label: who.username,
        name: who.username,
        avatar: who.avatarUrl,
        editing: who.activity === 'editing',
      })),
  ];
  const shown = people.slice(0, HERE_SHOWN);
  const more = people.slice(HERE_SHOWN);

  return (
    <div className="flex items-center gap-2.5">
      <span id={labelId} className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        <span aria-hidden className="size-1.5 rounded-full bg-emerald-400" />
        Here now
      </span>
      <ul aria-labelledby={labelId} className="flex -space-x-1.5">
        {shown.map((person) => (
          <li key={person.id} title={described(person)} className="relative">
            <Avatar src={person.avatar} name={person.name} size="sm" className="ring-2 ring-canvas" />
            <span className="sr-only">{described(person)}</span>
            {person.editing ? (
              <span
                aria-hidden
                className="absolute -right-1 -bottom-0.5 z-10 grid size-3.5 place-items-center rounded-full bg-amber-300 text-canvas ring-2 ring-canvas"
              >
                <Pencil className="size-2" strokeWidth={3} />
              </span>
            ) : null}
          </li>
        ))}
        {more.length > 0 ? (
          <li
            title={more.map(described).join(', ')}
            className="grid size-7 place-items-center rounded-full bg-surface-3 text-xs font-medium text-ink-muted ring-2 ring-canvas"
          >
            <span aria-hidden>+{more.length}</span>
            <span className="sr-only">{more.map(described).join(', ')}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
