import { screen } from '@testing-library/react';
import { CandidateSummary } from '@/features/recruitment/shared/candidate-summary';
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
