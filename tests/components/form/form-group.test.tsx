import { render, screen } from '@testing-library/react';
import { FormGroup } from '@/components/form/form-group';

describe('FormGroup', () => {
  it('puts its fields under a level-3 heading without making a region a field could be confused with', () => {
    render(
      <FormGroup title="Logo">
        <input aria-label="Logo" />
      </FormGroup>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Logo' });
    // Without columns the fields stand beside the heading.
    expect(screen.getByRole('textbox', { name: 'Logo' }).parentElement).toContainElement(heading);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('wraps the fields in a grid of their own with columns', () => {
    render(
      <FormGroup title="Address" columns>
        <input aria-label="City" />
        <input aria-label="Country" />
      </FormGroup>,
    );
    const grid = screen.getByRole('textbox', { name: 'City' }).parentElement;
    expect(screen.getByRole('textbox', { name: 'Country' }).parentElement).toBe(grid);
    expect(grid).not.toContainElement(screen.getByRole('heading', { level: 3, name: 'Address' }));
  });
});
