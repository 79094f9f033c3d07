import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalFrame } from './ModalFrame';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Post
      </button>
      {open && (
        <ModalFrame title="Create Post" onClose={() => setOpen(false)}>
          <label>
            Post text
            <textarea />
          </label>
          <button type="button">Post</button>
        </ModalFrame>
      )}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'New Post' }));
  return user;
}

describe('ModalFrame', () => {
  it('is a modal dialog named by its title', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create Post' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves the focus into the dialog when it opens', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New Post' })).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openDialog();
    await user.tab(); // textarea → Post
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus();
    await user.tab(); // Post → back to the first control, the Close button
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus();
  });
});
