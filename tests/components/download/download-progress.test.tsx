import { render, screen } from '@testing-library/react';
import { DownloadProgress } from '@/components/download/download-progress';

describe('DownloadProgress', () => {
  it('shows nothing before a download starts', () => {
    render(<DownloadProgress state={{ status: 'idle' }} onClose={vi.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what is prepared with its progress, then what was downloaded', async () => {
    const { rerender } = render(<DownloadProgress state={{ status: 'idle' }} onClose={vi.fn()} />);
    rerender(
      <DownloadProgress
        state={{ status: 'running', label: 'Preparing candidates.csv', progress: 0.4 }}
        onClose={vi.fn()}
      />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Preparing candidates.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    rerender(<DownloadProgress state={{ status: 'done', fileName: 'candidates.csv' }} onClose={vi.fn()} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Downloaded candidates.csv');
  });
});
