import type { MemberRole } from '@create-together/contract';
import { inputClass } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { ROLE_LABELS } from './projects-constants';

/** The role an invitation or a link gives, as said on screen: an editor, or else a member. */
export const inviteRoleLabel = (role: string) =>
  role === 'editor' ? ROLE_LABELS.editor : ROLE_LABELS.contributor;

/** Member, or Editor too when the caller may make editors (the owner). */
export function RoleSelect({
  id,
  value,
  onChange,
  canInviteEditors,
}: {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  canInviteEditors: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      className={cn(inputClass, 'h-10 w-36')}
    >
      <option value="contributor">{ROLE_LABELS.contributor}</option>
      {canInviteEditors ? <option value="editor">{ROLE_LABELS.editor}</option> : null}
    </select>
  );
}
