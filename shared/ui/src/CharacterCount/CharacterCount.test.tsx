import { render, screen } from '@testing-library/react';
import { CharacterCount, NEAR_THE_LIMIT } from './CharacterCount';

const renderCount = (text: string, limit = 500) =>
  render(
    <>
      <textarea aria-label="Post content" aria-describedby="count" defaultValue={text} />
      <CharacterCount id="count" text={text} limit={limit} />
    </>,
  );

describe('CharacterCount', () => {
  it('describes its field with what is left, and stays quiet far from the limit', () => {
    renderCount('Hello');
    expect(screen.getByRole('textbox', { name: 'Post content' })).toHaveAccessibleDescription(
      '495 characters left',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('counts characters as the server does: an emoji is one', () => {
    renderCount('😀😀😀', 10);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('7 characters left');
  });

  it('announces politely near the limit', () => {
    renderCount('x'.repeat(500 - NEAR_THE_LIMIT));
    expect(screen.getByRole('status')).toHaveTextContent(`${NEAR_THE_LIMIT} characters left`);
    expect(screen.getByRole('status')).toHaveAttribute('role', 'status');
  });

  it('says how far over the limit the text is, one character or more', () => {
    const { rerender } = renderCount('x'.repeat(501));
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('1 character over the limit');
    expect(screen.getByRole('status')).toHaveTextContent('1 character over the limit');
    rerender(<CharacterCount id="count" text={'x'.repeat(503)} limit={500} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 characters over the limit');
  });
});
