import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { EMPTY_COLLECTIVE_FORM, serverFieldErrors, validateCollectiveForm } from './collective-form-model';

const refusal = (status: number, message: string) => new ApiError(status, message, message);
const values = { ...EMPTY_COLLECTIVE_FORM, name: 'Tape Club', tags: ['tape', 'x'.repeat(31)] };

describe('the collective form’s checks', () => {
  it('says the contract’s messages, a tag’s naming the tag', () => {
    expect(validateCollectiveForm({ ...values, name: 'ab', description: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 3 characters.',
        description: 'Description must be at most 2000 characters.',
        tags: `"${'x'.repeat(31)}": Each tag is at most 30 characters.`,
      },
    });
  });

  it('hands on the trimmed body when it is valid', () => {
    expect(validateCollectiveForm({ ...values, name: ' Tape Club ', tags: ['tape'] })).toEqual({
      ok: true,
      data: { ...EMPTY_COLLECTIVE_FORM, name: 'Tape Club', tags: ['tape'] },
    });
  });

  it('puts the server’s refusals beside their fields, and nothing else', () => {
    expect(serverFieldErrors(refusal(409, 'A collective with this name already exists.'), values)).toEqual({
      name: 'A collective with this name already exists.',
    });
    expect(serverFieldErrors(refusal(400, 'tags.1: Each tag is at most 30 characters.'), values)).toEqual({
      tags: `"${'x'.repeat(31)}": Each tag is at most 30 characters.`,
    });
    expect(serverFieldErrors(refusal(400, 'avatarUrl: Avatar address is too long.'), values)).toEqual({
      avatarUrl: 'Avatar address is too long.',
    });
    expect(serverFieldErrors(refusal(409, 'You can found at most 10 collectives.'), values)).toBeNull();
    expect(
      serverFieldErrors(refusal(400, 'body: The request body must be a JSON object.'), values),
    ).toBeNull();
    expect(serverFieldErrors(new ApiError(0, 'Could not reach the server.'), values)).toBeNull();
  });
});
