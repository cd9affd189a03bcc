import type { InviteRole } from '@create-together/contract';
import type { ComponentProps } from 'react';
import { inputClass } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';

const LABELS: Record<InviteRole, string> = { editor: 'Editor', contributor: 'Member', member: 'Member' };

/** The role an invitation or a link gives, as said on screen: an editor, or else a member. */
export const inviteRoleLabel = (role: InviteRole) => LABELS[role];

/** The roles the caller may give (the first is the default); nothing to choose when there is one. */
export function RoleSelect({
  id,
  value,
  onChange,
  roles,
  ...rest
}: {
  id: string;
  value: InviteRole;
  onChange: (role: InviteRole) => void;
  roles: readonly InviteRole[];
} & Pick<ComponentProps<'select'>, 'ref' | 'onBlur' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <select
      id={id}
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value as InviteRole)}
      className={cn(inputClass, 'h-10 w-36')}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {LABELS[role]}
        </option>
      ))}
    </select>
  );
}
