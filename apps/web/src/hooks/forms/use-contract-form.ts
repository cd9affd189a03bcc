import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type Contract, loadContract } from '@/lib/contract';
import { fieldRefusal } from '@/lib/forms/server-refusal';

/** Where a problem of the body shows on the form: a field and its words, or the form's own message. */
export type FieldOf<Values extends FieldValues> = (
  path: string,
  message: string,
  values: Values,
) => { field: Path<Values>; message: string } | undefined;

export interface ContractFormOptions<Values extends FieldValues, Body>
  extends Omit<UseFormProps<Values, unknown, Body>, 'resolver'> {
  /** The contract's schema of what the form sends: its messages are the server's. */
  schema: (contract: Contract) => z.ZodType<Body, FieldValues>;
  /** The body the values make, when the inputs hold something else (a date as typed, a tempo as text). */
  toBody?: (values: Values) => unknown;
  /** The field a problem at the body's `path` ("settings.bpm", "tags.2") belongs to; by default its first key. */
  fieldOf?: FieldOf<Values>;
  /**
   * The form's own words (a confirmation that must match, "Pick a style." for a choice not made):
   * each takes the place of the contract's message for its field. `found`: the contract's messages.
   */
  refine?: (
    values: Values,
    found: Readonly<Record<string, string | undefined>>,
  ) => Partial<Record<Path<Values>, string>>;
}

/** A problem that belongs to no field ("Send at least one field to change."): the form says it. */
const FORM_PROBLEM = 'form';

const topKey = (path: string): string => path.split('.')[0] ?? path;

const firstKey = <Values extends FieldValues>(path: string, message: string) =>
  path === '' ? undefined : { field: topKey(path) as Path<Values>, message };

/** Each error of a nested tree (zodResolver's answer) with its dotted path, in the tree's order. */
function leaves(tree: unknown, prefix = ''): { path: string; error: FieldError }[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const node = tree as Record<string, unknown>;
  if (typeof node.message === 'string' && typeof node.type === 'string') {
    return [{ path: prefix, error: node as unknown as FieldError }];
  }
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The contract's schema as react-hook-form's resolver: loaded with the contract on the first check
 * (a page that draws a form does not wait for zod), worded as the server words its 400s
 * (`wordIssue`), each problem put on the form's field it concerns.
 */
function contractResolver<Values extends FieldValues, Body>({
  schema,
  toBody = (values) => values,
  fieldOf = firstKey,
  refine,
}: Pick<ContractFormOptions<Values, Body>, 'schema' | 'toBody' | 'fieldOf' | 'refine'>): Resolver<
  Values,
  unknown,
  Body
> {
  return async (values, context, options) => {
    const contract = await loadContract();
    const parse = zodResolver(schema(contract), { error: contract.wordIssue });
    // Parsed apart from the form's fields: the body's paths are not the form's, mapped below.
    const bare = { ...options, fields: {}, names: undefined, shouldUseNativeValidation: false };
    const result = await parse(toBody(values) as never, context, bare as never);
    const found: Record<string, FieldError> = {};
    for (const { path, error } of leaves(result.errors)) {
      const placed = fieldOf(path, error.message ?? '', values);
      const key = placed?.field ?? FORM_PROBLEM;
      found[key] ??= { type: error.type, message: placed?.message ?? error.message };
    }
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, error]) => [field, error.message]),
    );
    for (const [field, message] of Object.entries(refine?.(values, messages) ?? {})) {
      if (message) found[field] = { type: 'refine', message: message as string };
    }
    if (Object.keys(found).length === 0) return { values: result.values as Body, errors: {} };
    return { values: {}, errors: toNestErrors(found, options) };
  };
}

export interface ContractForm<Values extends FieldValues, Body> extends UseFormReturn<Values, unknown, Body> {
  /**
   * Shows a refused save where it belongs: the server's "field: message" on its field, focused
   * (or on the field `fieldFor` names), anything else as the form's message, `formMessage`.
   */
  placeServerError: (
    error: unknown,
    formMessage: string,
    fieldFor?: (error: unknown) => Path<Values> | undefined,
  ) => void;
  /** The form's own message: a problem of no field, or a refused save of none. */
  formError: string | undefined;
  /** How many fields show a message ("Please fix the 3 highlighted fields."). */
  invalidCount: number;
}

/**
 * A form on react-hook-form, checked with the contract's schema: the first invalid field takes the
 * focus, a field's message reads as the server's would, and the server's refusal lands on its field.
 */
export function useContractForm<Values extends FieldValues, Body = Values>({
  schema,
  toBody,
  fieldOf = firstKey,
  refine,
  ...options
}: ContractFormOptions<Values, Body>): ContractForm<Values, Body> {
  const form = useForm<Values, unknown, Body>({
    resolver: contractResolver({ schema, toBody, fieldOf, refine }),
    shouldFocusError: true,
    ...options,
  });

  const placeServerError: ContractForm<Values, Body>['placeServerError'] = (error, formMessage, fieldFor) => {
    const refusal = fieldRefusal(error);
    const values = form.getValues();
    const named = refusal ? fieldOf(refusal.path, refusal.message, values) : undefined;
    // Only a field the form has: "Bio: Bio is too long." names none, and is the form's message.
    const placed = named && topKey(named.field) in values ? named : undefined;
    const field = placed?.field ?? fieldFor?.(error);
    if (!field) {
      form.setError('root.server', { type: 'server', message: formMessage });
      return;
    }
    form.setError(field, { type: 'server', message: placed?.message ?? formMessage }, { shouldFocus: true });
  };

  const errors = form.formState.errors as FieldErrors;
  const formError = (errors[FORM_PROBLEM] as FieldError | undefined)?.message ?? errors.root?.server?.message;
  const invalidCount = Object.keys(errors).filter((key) => key !== FORM_PROBLEM && key !== 'root').length;
  return { ...form, placeServerError, formError, invalidCount };
}
