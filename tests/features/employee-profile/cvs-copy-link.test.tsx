import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyLinkButton } from '@/components/clipboard/copy-link-button';
import { COPY_LINK_FEEDBACK_MS } from '@/lib/constants';

const URL_TO_COPY = 'http://localhost:3000/employee/1/cvs?tab=preview&cvId=1';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function click(name: string) {
  // The copy is asynchronous: let its promise settle inside act().
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Copy link', () => {
  it('copies the link and shows "Link copied" for exactly COPY_LINK_FEEDBACK_MS (1 s)', async () => {
    expect(COPY_LINK_FEEDBACK_MS).toBe(1000);
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyLinkButton url={() => URL_TO_COPY} label="Copy link to My CV" />);
    await click('Copy link to My CV');
    expect(writeText).toHaveBeenCalledWith(URL_TO_COPY);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(COPY_LINK_FEEDBACK_MS - 1));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('a second copy starts the second over', async () => {
    vi.useFakeTimers();
    stubClipboard(() => Promise.resolve());
    render(<CopyLinkButton url={() => URL_TO_COPY} label="Copy link to My CV" variant="button" />);
    await click('Copy link to My CV');
    act(() => vi.advanceTimersByTime(600));
    await click('Copy link to My CV');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('falls back to copying from a hidden text area when the Clipboard API refuses', async () => {
    const user = userEvent.setup({ delay: null });
    // After setup, which puts its own clipboard in place.
    stubClipboard(() => Promise.reject(new Error('denied')));
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyLinkButton url={() => URL_TO_COPY} label="Copy link to My CV" />);
    await user.click(screen.getByRole('button', { name: 'Copy link to My CV' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(URL_TO_COPY);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    // The focus is back on the button, and the text area is gone.
    expect(screen.getByRole('button', { name: 'Copy link to My CV' })).toHaveFocus();
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
