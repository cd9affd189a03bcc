import type {
  CollectiveInviteLinkBody,
  InviteLink,
  InviteLinkBody,
  InviteRole,
} from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import {
  type InviteTarget,
  inviteLinksQueryOptions,
  useMakeInviteLink,
  useRevokeInviteLink,
} from '@/entities/invitations';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';
import { inviteRoleLabel, RoleSelect } from './invite-role-select';

const EXPIRY = [
  { label: '1 day', hours: 24 },
  { label: '7 days', hours: 24 * 7 },
  { label: '30 days', hours: 24 * 30 },
  { label: 'Never', hours: null },
] as const;
const USES = [
  { label: 'Once', uses: 1 },
  { label: '5 times', uses: 5 },
  { label: '25 times', uses: 25 },
  { label: 'No limit', uses: null },
] as const;

type LinkValues = { role: InviteRole; expiry: string; uses: string };
type LinkBody = InviteLinkBody | CollectiveInviteLinkBody;

/** The selects hold an option's place in EXPIRY and USES; the body, the hours and the uses. */
const toLinkBody = ({ role, expiry, uses }: LinkValues) => ({
  role,
  expiresInHours: EXPIRY[Number(expiry)]?.hours ?? null,
  maxUses: USES[Number(uses)]?.uses ?? null,
});

const FIELD_OF_KEY: Record<string, keyof LinkValues> = {
  role: 'role',
  expiresInHours: 'expiry',
  maxUses: 'uses',
};
const linkFieldOf: FieldOf<LinkValues> = (path, message) => {
  const field = FIELD_OF_KEY[path];
  return field ? { field, message } : undefined;
};

/**
 * Invite links of a project or a collective: made with a role (when there is a choice), an expiry
 * and a use limit, copied once, revoked.
 */
export function InviteLinks({ target, roles }: { target: InviteTarget; roles: readonly InviteRole[] }) {
  const id = useId();
  const fieldId = (name: keyof LinkValues) => `${id}-${name}`;
  const [copied, setCopied] = useState(false);
  const links = useQuery(inviteLinksQueryOptions(target));
  const make = useMakeInviteLink(target);
  const revoke = useRevokeInviteLink(target);
  const form = useContractForm<LinkValues, LinkBody>({
    schema: (contract) =>
      target.kind === 'project' ? contract.InviteLinkBody : contract.CollectiveInviteLinkBody,
    toBody: toLinkBody,
    fieldOf: linkFieldOf,
    defaultValues: { role: roles[0] ?? 'contributor', expiry: '1', uses: '3' },
  });
  const { errors } = form.formState;
  const role = useController({ control: form.control, name: 'role' }).field;
  const made = make.data ? new URL(make.data.path, location.origin).href : null;
  const submit = form.handleSubmit((body) => {
    setCopied(false);
    return make
      .mutateAsync(body)
      .catch((error: unknown) =>
        form.placeServerError(error, error instanceof Error ? error.message : String(error)),
      );
  });
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border border-line bg-surface-1 p-4">
      <h2 id={`${id}-h`} className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <Link2 aria-hidden className="size-4" /> Invite links
      </h2>
      <form
        noValidate
        aria-label="Make an invite link"
        onSubmit={submit}
        className="flex flex-wrap items-start gap-2"
      >
        {roles.length > 1 ? (
          <FormField id={fieldId('role')} label="As" error={errors.role?.message}>
            <RoleSelect
              id={fieldId('role')}
              ref={role.ref}
              value={role.value}
              onChange={role.onChange}
              onBlur={role.onBlur}
              roles={roles}
              {...fieldA11y(fieldId('role'), errors.role?.message)}
            />
          </FormField>
        ) : null}
        <FormField id={fieldId('expiry')} label="Works for" error={errors.expiry?.message}>
          <select
            id={fieldId('expiry')}
            {...form.register('expiry')}
            {...fieldA11y(fieldId('expiry'), errors.expiry?.message)}
            className={cn(inputClass, 'h-10 w-28')}
          >
            {EXPIRY.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fieldId('uses')} label="Can be used" error={errors.uses?.message}>
          <select
            id={fieldId('uses')}
            {...form.register('uses')}
            {...fieldA11y(fieldId('uses'), errors.uses?.message)}
            className={cn(inputClass, 'h-10 w-28')}
          >
            {USES.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" disabled={make.isPending} className={buttonClass('secondary', 'md', 'mt-6.5')}>
          Make a link
        </button>
      </form>
      <FormAlert message={form.formError ?? null} />
      {made ? (
        <div className="mt-3 flex items-center gap-2 rounded-lg border border-line bg-surface-2 p-2">
          <input
            readOnly
            value={made}
            aria-label="The new invite link"
            className={cn(inputClass, 'h-9 flex-1 font-mono text-xs')}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(made).then(() => setCopied(true))}
            className={buttonClass('primary', 'sm')}
          >
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      ) : null}
      {made ? (
        <p className="mt-1 text-xs text-ink-faint">Copy it now: it is shown once. Make another any time.</p>
      ) : null}
      <h3 className="mt-5 mb-2 text-sm font-medium text-ink-muted">Links</h3>
      {(links.data ?? []).length === 0 ? (
        <p className="text-sm text-ink-faint">No links yet.</p>
      ) : (
        <ul aria-label="Invite links" className="flex flex-col gap-2">
          {(links.data ?? []).map((link) => (
            <LinkRow key={link.linkId} link={link} onRevoke={() => revoke.mutate(link.linkId)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkRow({ link, onRevoke }: { link: InviteLink; onRevoke: () => void }) {
  const state = link.revokedAt
    ? 'Revoked'
    : !link.live
      ? 'No longer works'
      : link.expiresAt
        ? `Until ${formatDateTime(new Date(link.expiresAt * 1000).toISOString())}`
        : 'Until revoked';
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="min-w-0 flex-1 truncate text-ink">
        {inviteRoleLabel(link.role)} · {link.uses}
        {link.maxUses === null ? '' : ` of ${link.maxUses}`} used ·{' '}
        <span className={link.live ? 'text-ink-muted' : 'text-ink-faint'}>{state}</span>
        <span className="ml-1.5 text-xs text-ink-faint">by {link.createdBy.username}</span>
      </span>
      {link.live ? (
        <button type="button" onClick={onRevoke} className={buttonClass('ghost', 'sm')}>
          Revoke
        </button>
      ) : null}
    </li>
  );
}
