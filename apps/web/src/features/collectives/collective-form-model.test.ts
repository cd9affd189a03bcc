import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { collectiveFieldOf, EMPTY_COLLECTIVE_FORM, takenName } from './collective-form-model';

const refusal = (status: number, message: string) => new ApiError(status, message, message);
const values = { ...EMPTY_COLLECTIVE_FORM, name: 'Tape Club', tags: ['tape', 'x'.repeat(31)] };

describe('where the collective form shows a problem', () => {
  it('beside its field, a tag’s message naming the tag', () => {
    expect(collectiveFieldOf('name', 'Name must be at least 3 characters.', values)).toEqual({
      field: 'name',
      message: 'Name must be at least 3 characters.',
    });
    expect(collectiveFieldOf('tags.1', 'Each tag is at most 30 characters.', values)).toEqual({
      field: 'tags',
      message: `"${'x'.repeat(31)}": Each tag is at most 30 characters.`,
    });
  });

  it('nowhere but the form’s message when it names no field of the form', () => {
    expect(collectiveFieldOf('body', 'The request body must be a JSON object.', values)).toBeUndefined();
    expect(collectiveFieldOf('', 'Send at least one field to change.', values)).toBeUndefined();
  });

  it('puts a taken name beside the name, and no other refusal', () => {
    expect(takenName(refusal(409, 'A collective with this name already exists.'))).toBe('name');
    expect(takenName(refusal(409, 'You can found at most 10 collectives.'))).toBeUndefined();
    expect(takenName(new ApiError(0, 'Could not reach the server.'))).toBeUndefined();
  });
});
