import { screen } from '@testing-library/react';
import { CandidateSummary, registrationLabel } from '@/features/recruitment/shared/candidate-summary';
import { renderWithApp } from '../../render';
import { candidateRow } from './active-fixtures';

const show = (linkedin: string | null) =>
  renderWithApp(<CandidateSummary candidate={candidateRow(7, { linkedin })} />);

// Issue 30, L3: the candidate's profile link comes from the API (anyone with recruitment::manage types it).
describe('the candidate’s profile link', () => {
  it('opens an http(s) address in a new tab, with no opener', () => {
    show('https://www.linkedin.com/in/ana-candidate-7');
    const link = screen.getByRole('link', { name: 'https://www.linkedin.com/in/ana-candidate-7' });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-candidate-7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('an address without a scheme opens over https, not as a path of this app', () => {
    show('linkedin.com/in/ana');
    expect(screen.getByRole('link', { name: 'linkedin.com/in/ana' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/ana',
    );
  });

  it('anything else is shown as text, never as a link', () => {
    for (const value of ['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>', '/employees']) {
      const { unmount } = show(value);
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: value })).not.toBeInTheDocument();
      unmount();
    }
  });
});

// Issue 30, H2: the recruiter sees that a link went out and until when, never the link.
describe('the registration row', () => {
  const sent = {
    status: 'sent' as const,
    sent_at: new Date(2025, 4, 15, 12).toISOString(),
    expires_at: new Date(2025, 4, 29, 12).toISOString(),
  };

  it('says when the link was sent and until when it works, or that it expired', () => {
    expect(registrationLabel(sent, new Date(2025, 4, 20))).toBe('Sent on 15 May 2025, expires 29 May 2025');
    expect(registrationLabel(sent, new Date(2025, 5, 1))).toBe('Sent on 15 May 2025, expired 29 May 2025');
  });

  it('shows it in the summary', () => {
    renderWithApp(<CandidateSummary candidate={candidateRow(7, { registration: sent })} />);
    expect(screen.getByText(/^Sent on 15 May 2025, expire[sd] 29 May 2025$/)).toBeInTheDocument();
  });
});
