import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { AppToaster, MAX_TOASTS } from './AppToaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it('keeps the 20 newest toasts on screen and lets the oldest go', () => {
    render(<AppToaster />);

    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`);
    });

    expect(MAX_TOASTS).toBe(20);
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
  });

  it('shows toasts raised anywhere in the page, success and error alike', () => {
    render(<AppToaster />);

    act(() => {
      toast.success('Successfully logged in');
      toast.error('The credentials you entered are invalid.');
    });

    expect(screen.getByText('Successfully logged in')).toBeInTheDocument();
    expect(screen.getByText('The credentials you entered are invalid.')).toBeInTheDocument();
  });
});
