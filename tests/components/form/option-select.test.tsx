import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { OptionSelect } from '@/components/form/option-select';
import { optionsOf } from '@/components/form/select-field';

type Values = { language: string };

const LANGUAGES = optionsOf(['en', 'nl'], (code) => (code === 'en' ? 'English' : 'Dutch'));

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { language: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <OptionSelect
        control={form.control}
        name="language"
        label="Language"
        options={LANGUAGES}
        emptyLabel="Not set"
      />
      <button type="button" onClick={() => form.setError('language', { message: 'Pick a language' })}>
        Fail
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('OptionSelect: a form select over a fixed list', () => {
  it('offers "Not set" and the options by label, keeps the chosen value and shows a message at the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', 'English', 'Dutch']);
    await user.click(within(listbox).getByRole('option', { name: 'Dutch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ language: 'nl' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Pick a language')).toBeInTheDocument();
  });
});
