import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it("announces the server's message and retries on request", async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="The server failed to answer (500)." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server failed to answer (500).');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when there is nothing to retry', () => {
    render(<ErrorState message="Gone" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LoadingState and EmptyState', () => {
  it('announces what is loading', () => {
    render(<LoadingState label="Loading posts" />);
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
  });

  it('shows its message', () => {
    render(<EmptyState variant="dashed">You are all cought up</EmptyState>);
    expect(screen.getByText('You are all cought up')).toBeVisible();
  });
});
