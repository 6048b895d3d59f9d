import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpandableText } from '@/components/layout/expandable-text';

// SPEC §9: text the client cuts ends in '...' (three dots, not '…'), through the shared truncate.
describe('ExpandableText', () => {
  it("cuts long text with '...' until Show more, and shows short text whole", async () => {
    render(
      <>
        <h2 id="card">Card</h2>
        <ExpandableText
          text="A description that is much too long to show"
          previewChars={20}
          headingId="card"
        />
        <ExpandableText text="Short" previewChars={20} headingId="card" />
      </>,
    );
    expect(screen.getByText('A description tha...')).toBeInTheDocument();
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
    expect(screen.getByText('Short')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getByText('A description that is much too long to show')).toBeInTheDocument();
  });
});
