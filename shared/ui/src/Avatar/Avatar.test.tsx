import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { colorOf, initialsOf } from './initials';

const ada = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' };

describe('Avatar', () => {
  it('shows the picture, named after the person, when the address is http(s)', () => {
    render(<Avatar user={{ ...ada, avatarURL: 'https://example.com/ada.png' }} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      'https://example.com/ada.png',
    );
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/me.png', ''])(
    'never renders %j as a src, and shows initials instead',
    (avatarURL) => {
      const { container } = render(<Avatar user={{ ...ada, avatarURL }} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    },
  );

  it('falls back to initials when the picture fails to load', () => {
    const { container } = render(
      <Avatar user={{ ...ada, avatarURL: 'https://example.com/gone.png' }} />,
    );
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar user={{ ...ada, avatarURL: '' }} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives a decorative picture an empty alt', () => {
    const { container } = render(
      <Avatar user={{ ...ada, avatarURL: 'https://example.com/ada.png' }} decorative />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('initials and colour', () => {
  it('uses the first letters of the names, else of the username', () => {
    expect(initialsOf('ada', 'lovelace', 'ada')).toBe('AL');
    expect(initialsOf('', '', 'grace')).toBe('GR');
    expect(initialsOf('Émile', '', 'emile')).toBe('É');
  });

  it('gives a username the same colour every time and others a different one', () => {
    expect(colorOf('ada')).toBe(colorOf('ada'));
    expect(colorOf('ada')).not.toBe(colorOf('grace'));
  });
});
