import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField, INVALID_DATE_VALUE, dateFromValue, valueFromDate } from '@/components/form/date-field';
import { FileField } from '@/components/form/file-field';
import { NumericField } from '@/components/form/numeric-field';

// The shared fields the add-employee form is built from, in a bare form.
type Values = { day: string; hours: string };

function Harness({
  onSubmit,
  initial = { day: '', hours: '' },
}: {
  onSubmit: (v: Values) => void;
  initial?: Values;
}) {
  const form = useForm<Values>({ defaultValues: initial });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <DateField control={form.control} name="day" label="Start date" helperText="When they begin." />
      <NumericField control={form.control} name="hours" label="Hours" maxDigits={2} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ day: '2024-02-29', hours: '' })}>
        Reset
      </button>
    </form>
  );
}

const dateGroup = () => screen.getByRole('group', { name: /Start date/ });
const section = (name: 'Day' | 'Month' | 'Year') => within(dateGroup()).getByRole('spinbutton', { name });

async function submitted(onSubmit: ReturnType<typeof vi.fn>, times = 1) {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(times));
  return (onSubmit.mock.calls[times - 1]?.[0] as Values | undefined)?.day;
}

describe('DateField', () => {
  it('takes a date typed on the keyboard, day first, and keeps it as yyyy-MM-dd', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(section('Day'));
    await user.keyboard('05031990');
    expect(dateGroup()).toHaveTextContent('05/03/1990');
    expect(await submitted(onSubmit)).toBe('1990-03-05');
  });

  it('keeps an impossible or half-typed date as invalid instead of empty', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(section('Day'));
    await user.keyboard('31021990');
    expect(await submitted(onSubmit)).toBe(INVALID_DATE_VALUE);

    await user.click(section('Year'));
    await user.keyboard('{Backspace}');
    await user.click(document.body);
    expect(dateGroup()).toHaveTextContent('31/02/YYYY');
    expect(await submitted(onSubmit, 2)).toBe(INVALID_DATE_VALUE);
  });

  it('shows a value set from outside (a reset or a restored draft)', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(dateGroup()).toHaveTextContent('29/02/2024');
  });

  it('converts between the form value and the picker', () => {
    expect(dateFromValue('')).toBeNull();
    expect(valueFromDate(dateFromValue('2026-11-02'))).toBe('2026-11-02');
    expect(valueFromDate(dateFromValue(INVALID_DATE_VALUE))).toBe(INVALID_DATE_VALUE);
    expect(valueFromDate(null)).toBe('');
  });
});

describe('NumericField', () => {
  it('drops everything but digits and stops at the maximum', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const hours = screen.getByLabelText('Hours');
    await userEvent.setup().type(hours, '4a-0.5x');
    expect(hours).toHaveValue('40');
    expect(hours).toHaveAttribute('inputmode', 'numeric');
  });
});

function FileHarness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Attachment"
      accept={['image/png', '.pdf']}
      typeDescription="PNG or PDF"
      maxBytes={1024}
      value={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

describe('FileField', () => {
  const user = () => userEvent.setup({ applyAccept: false });

  it('refuses a file of another type at the field and keeps nothing', async () => {
    const onChange = vi.fn();
    render(<FileHarness onChange={onChange} />);
    await user().upload(
      screen.getByLabelText('Attachment'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a PNG or PDF file.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit, saying both sizes', async () => {
    const onChange = vi.fn();
    render(<FileHarness onChange={onChange} />);
    await user().upload(
      screen.getByLabelText('Attachment'),
      new File([new Uint8Array(3000)], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“scan.pdf” is 2.9 kB; the limit is 1 kB.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes an allowed file, shows its name and size, and can remove it', async () => {
    const onChange = vi.fn();
    render(<FileHarness onChange={onChange} />);
    const file = new File([new Uint8Array(512)], 'logo.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Attachment'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('logo.png · 0.5 kB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('PNG or PDF, up to 1 kB.')).toBeInTheDocument();
  });
});
