import { render, screen } from '@testing-library/react';
import { TokenHelp } from '@/features/settings/integrations/money-bird/token-help';
import { DEMO_MONEY_BIRD_LIMITED_TOKEN, DEMO_MONEY_BIRD_TOKEN } from '@/lib/demo-accounts';

// Issue 30, L5: the demo keeps what is saved in the browser, in clear; it takes only its own tokens.
describe('how to make a MoneyBird token', () => {
  it('in the demo, gives the demo’s tokens and says never to type a real one', () => {
    render(<TokenHelp demo />);
    const note = screen.getByRole('note', { name: 'This is a demo' });
    expect(note).toHaveTextContent('Never type a real MoneyBird token here');
    expect(note).toHaveTextContent(DEMO_MONEY_BIRD_TOKEN);
    expect(note).toHaveTextContent(DEMO_MONEY_BIRD_LIMITED_TOKEN);
  });

  it('says nothing of the demo against a real API', () => {
    render(<TokenHelp demo={false} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(DEMO_MONEY_BIRD_TOKEN)).not.toBeInTheDocument();
  });
});
