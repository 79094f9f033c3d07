import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setActivePreview } from '../../releases/previews/activePreview';
import { leavePreview } from '../../releases/previews/leavePreview';
import { PreviewBar } from './PreviewBar';

jest.mock('../../releases/previews/leavePreview', () => ({ leavePreview: jest.fn() }));

afterEach(() => {
  act(() => setActivePreview(null));
});

test('shows nothing without a preview', () => {
  render(<PreviewBar />);
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
});

test('names the preview and the gate’s verdict, with a button to leave it', async () => {
  render(<PreviewBar />);
  act(() => setActivePreview({ app: 'feed-app', name: 'new-feed', version: 'v4', refused: null }));
  const bar = screen.getByRole('region', { name: 'Preview' });
  expect(bar).toHaveTextContent(
    'Preview: feed-app new-feed (v4) · The compatibility gate admits it.',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
  expect(leavePreview).toHaveBeenCalled();
});

test('a refused preview says why and that the app stays live', () => {
  render(<PreviewBar />);
  act(() =>
    setActivePreview({
      app: 'feed-app',
      name: 'next',
      version: 'v5',
      refused: 'feed-app needs @murmur/core ^9.0.0; this shell has 2.0.0: deploy the shell first.',
    }),
  );
  expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
    'Refused by the compatibility gate: feed-app needs @murmur/core ^9.0.0; this shell has 2.0.0: deploy the shell first. feed-app stays on its live version.',
  );
});
