import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Bio({ error }: { error?: string }) {
  const [bio, setBio] = useState('');
  return (
    <TextField
      label="Bio"
      multiline
      value={bio}
      error={error}
      onChange={(event) => setBio(event.target.value)}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and takes what is typed, on one line or several', async () => {
    render(<Bio />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });

    await userEvent.type(bio, 'Line one{enter}line two');

    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio).toHaveValue('Line one\nline two');
    expect(bio).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and announces the message that describes it', () => {
    render(<Bio error="Too long" />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });

    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(bio).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
  });

  it('offers an address keyboard without spell check for a URL', () => {
    render(<TextField label="Website" type="url" value="" onChange={() => undefined} />);
    const website = screen.getByRole('textbox', { name: 'Website' });

    expect(website).toHaveAttribute('type', 'url');
    expect(website).toHaveAttribute('inputmode', 'url');
    expect(website).toHaveAttribute('spellcheck', 'false');
  });
});
