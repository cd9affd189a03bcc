import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MentionField, mentionAt, mentionSuggestions, withThreadPeople } from './mention-field';

const band = [
  { username: 'amaradrums', name: 'Amara Okafor' },
  { username: 'basslinebo', name: 'Bo Lindqvist' },
  { username: 'grace', name: 'Grace Hopper' },
];

function Field({ multiline = false }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="c">Comment</label>
      <MentionField id="c" multiline={multiline} value={value} onValueChange={setValue} people={band} />
    </>
  );
}

describe('mentions while typing', () => {
  it('finds the @name being typed before the caret, as the server reads mentions', () => {
    expect(mentionAt('ping @gra', 9)).toEqual({ from: 5, query: 'gra' });
    expect(mentionAt('@', 1)).toEqual({ from: 0, query: '' });
    expect(mentionAt('mail me at bo@example', 21)).toBeNull();
    expect(mentionAt('@grace is here', 14)).toBeNull();
  });

  it('suggests usernames that start with it first, then names that hold it', () => {
    expect(mentionSuggestions(band, 'b').map((p) => p.username)).toEqual(['basslinebo']);
    expect(mentionSuggestions(band, 'o').map((p) => p.username)).toEqual([
      'amaradrums',
      'basslinebo',
      'grace',
    ]);
    expect(mentionSuggestions(band, 'zz')).toEqual([]);
  });

  it('adds the people who wrote in a thread to those given, once each', () => {
    const thread = {
      comments: [
        { author: { userId: 'u9', username: 'Visitor', avatarUrl: null } },
        { author: { userId: 'u3', username: 'grace', avatarUrl: null } },
      ],
    } as never;
    expect(withThreadPeople(band, thread).map((p) => p.username)).toEqual([
      'amaradrums',
      'basslinebo',
      'grace',
      'Visitor',
    ]);
  });

  it('lists who @ may mean; arrows choose, Enter writes the mention, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(field, 'Nice groove @');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    for (const name of ['@amaradrums Amara Okafor', '@basslinebo Bo Lindqvist', '@grace Grace Hopper'])
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    await user.type(field, 'g');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('@grace');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Nice groove @grace ');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'and @');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('@grace');
    await user.keyboard('{ArrowUp}{Tab}');
    expect(field).toHaveValue('Nice groove @grace and @basslinebo ');

    await user.type(field, '@a');
    expect(screen.getByRole('listbox', { name: 'People to mention' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('Nice groove @grace and @basslinebo @a');
  });

  it('writes the chosen name in a textarea too, by a click', async () => {
    const user = userEvent.setup();
    render(<Field multiline />);
    const field = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(field, 'Thanks @bo');
    await user.click(screen.getByRole('option', { name: /basslinebo/ }));
    expect(field).toHaveValue('Thanks @basslinebo ');
  });
});
