// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagsInput } from './tags-input';

afterEach(cleanup);

/** The field as a form holds it: the tags live in the parent, as react-hook-form's Controller keeps them. */
function Field({ initial = [], onSubmit = () => {} }: { initial?: string[]; onSubmit?: () => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagsInput label="Resource Sections" value={tags} onChange={setTags} normalize={(text) => text.trim().toLowerCase()} />
    </form>
  );
}

const shown = () => {
  const list = screen.queryByRole('list', { name: 'Chosen Resource Sections' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', ''))
    : [];
};

describe('the section tags input', () => {
  it('adds what is typed on Enter, without submitting the form, and clears the input', async () => {
    const submit = vi.fn();
    render(<Field onSubmit={submit} />);
    const input = screen.getByLabelText('Resource Sections');
    await userEvent.type(input, '/Dashboard {Enter}');
    await userEvent.type(input, '/resource-center{Enter}');
    expect(shown()).toEqual(['/dashboard', '/resource-center']);
    expect(input).toHaveProperty('value', '');
    expect(submit).not.toHaveBeenCalled();
  });

  it('ignores a blank entry and a tag already there', async () => {
    render(<Field initial={['/dashboard']} />);
    const input = screen.getByLabelText('Resource Sections');
    await userEvent.type(input, '   {Enter}/DASHBOARD{Enter}');
    expect(shown()).toEqual(['/dashboard']);
  });

  it('removes the last tag on Backspace in an empty input, and only then', async () => {
    render(<Field initial={['/dashboard', '/hc-payments', '/profile']} />);
    const input = screen.getByLabelText('Resource Sections');
    await userEvent.type(input, '/lab{Backspace}{Backspace}{Backspace}{Backspace}');
    // The four Backspaces erased what was typed; the tags are untouched.
    expect(shown()).toEqual(['/dashboard', '/hc-payments', '/profile']);
    await userEvent.type(input, '{Backspace}');
    expect(shown()).toEqual(['/dashboard', '/hc-payments']);
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(shown()).toEqual([]);
  });

  it('removes a tag by its own button', async () => {
    render(<Field initial={['/dashboard', '/profile']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove /dashboard' }));
    expect(shown()).toEqual(['/profile']);
  });
});
