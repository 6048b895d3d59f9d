import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { LEAVE_MESSAGE, ROUTE_CHANGE_STOPPED } from '@/components/form/use-leave-guard';
import { renderWithApp } from '../../render';

type Values = { name: string };

function Harness({ save, onClose }: { save: (values: Values) => Promise<unknown>; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const dialog = useFormDialogSubmit(form, {
    save,
    fields: ['name'],
    savedMessage: (values) => `${values.name} saved`,
    onClose,
  });
  return (
    <FormDialog open title="Add team" {...dialog}>
      <FormTextField control={form.control} name="name" label="Name" />
    </FormDialog>
  );
}

describe('FormDialog with useFormDialogSubmit', () => {
  it('keeps the dialog and every value after a failed save, a 422 at its field and the rest above', async () => {
    const onClose = vi.fn();
    const save = vi.fn().mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        fieldErrors: { name: ['The name has already been taken.'], team: ['Teams are closed.'] },
      }),
    );
    renderWithApp(<Harness save={save} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(save).toHaveBeenCalledWith({ name: 'Platform' });
    expect(screen.getByRole('dialog', { name: 'Add team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Platform');
    expect(screen.getByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Teams are closed.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with a toast once saved', async () => {
    const onClose = vi.fn();
    renderWithApp(<Harness save={() => Promise.resolve()} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Platform saved')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a form dialog with unsaved changes asks before the page is left (security review 17, medium 8)', () => {
  const leave = (router: { events: { emit: (event: string, url: string) => void } }, url: string) => () =>
    router.events.emit('routeChangeStart', url);

  it('asks before another page opens, and stays when the user says no', async () => {
    const { router } = renderWithApp(<Harness save={vi.fn()} onClose={vi.fn()} />, {
      url: '/employee/3/skills',
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // Nothing typed yet: leaving asks nothing.
    expect(leave(router, '/employees')).not.toThrow();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), 'Platform');
    expect(leave(router, '/employees')).toThrow(ROUTE_CHANGE_STOPPED);
    expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGE);
    confirm.mockReturnValue(true);
    expect(leave(router, '/employees')).not.toThrow();
  });

  it('a change of query on the same page is no leaving', async () => {
    const { router } = renderWithApp(<Harness save={vi.fn()} onClose={vi.fn()} />, {
      url: '/employee/3/skills',
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Platform');
    expect(leave(router, '/employee/3/skills?tab=2')).not.toThrow();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm a reload or close', async () => {
    renderWithApp(<Harness save={vi.fn()} onClose={vi.fn()} />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Platform');
    expect(unload()).toBe(true);
  });
});

describe('a form dialog with steps (the create-invoice wizard)', () => {
  it('offers Back between Cancel and the submit button only when given a step back', async () => {
    const onBack = vi.fn();
    const dialog = (back?: () => void) => (
      <FormDialog open title="Steps" onSubmit={vi.fn()} onClose={vi.fn()} saving={false} onBack={back}>
        step
      </FormDialog>
    );
    const { rerender } = renderWithApp(dialog());
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    rerender(dialog(onBack));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel',
      'Back',
      'Save',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
