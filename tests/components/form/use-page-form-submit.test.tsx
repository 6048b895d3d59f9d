import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { renderWithApp } from '../../render';

type Values = { name: string };

function SettingsForm({
  save,
  failedMessage,
  onFailed,
  afterSave,
}: {
  save: (values: Values) => Promise<Values>;
  failedMessage?: string;
  onFailed?: (error: unknown, atFields: boolean) => void;
  afterSave?: () => Promise<unknown>;
}) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const submit = usePageFormSubmit(form, {
    save,
    fields: ['name'],
    // A form that opens what it saved has no saved state to reset to.
    onSaved: afterSave ?? ((saved) => form.reset(saved)),
    savedMessage: 'Settings saved',
    failedMessage,
    onFailed,
  });
  return (
    <form aria-label="Settings" onSubmit={submit.onSubmit} noValidate>
      <FormError message={submit.error} />
      <FormTextField control={form.control} name="name" label="Name" />
      <span>{form.formState.isDirty ? 'Unsaved changes' : 'All saved'}</span>
      <button type="submit" disabled={submit.saving}>
        Save
      </button>
    </form>
  );
}

describe('a form on a page saved through usePageFormSubmit', () => {
  it('a 422 lands at its field and the rest above the form; every value stays as typed', async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        fieldErrors: { name: ['The name is taken.'], plan: ['Plans are closed.'] },
      }),
    );
    renderWithApp(<SettingsForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(screen.getByText('Plans are closed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('a failure with no answer says the form was not saved, above it, when the form asks to', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError({ status: 0, message: 'Network Error' }));
    renderWithApp(<SettingsForm save={save} failedMessage="The settings were not saved. Try again." />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings were not saved. Try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
  });

  it('a save takes what the server stored as the saved state and says so', async () => {
    const save = vi.fn((values: Values) => Promise.resolve({ name: values.name.trim() }));
    renderWithApp(<SettingsForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), ' Acme ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Acme'));
    expect(screen.getByText('All saved')).toBeInTheDocument();
  });
});

describe('what a page form does itself after a save or a failure', () => {
  it('a save that goes on (opening what it created) keeps the form busy until it has', async () => {
    let opened: () => void = () => undefined;
    const afterSave = () => new Promise<void>((resolve) => (opened = resolve));
    const save = vi.fn((values: Values) => Promise.resolve(values));
    renderWithApp(<SettingsForm save={save} afterSave={afterSave} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    opened();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('a failure is handed to the form, saying whether a 422 was shown at the fields', async () => {
    const onFailed = vi.fn();
    const refused = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { name: ['The name is taken.'] },
    });
    const unreachable = new ApiError({ status: 502, message: 'Bad Gateway' });
    const save = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(unreachable);
    renderWithApp(<SettingsForm save={save} onFailed={onFailed} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(refused, true));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFailed).toHaveBeenLastCalledWith(unreachable, false));
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
  });
});
