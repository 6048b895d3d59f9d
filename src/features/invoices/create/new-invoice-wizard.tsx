import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { format, parseISO } from 'date-fns';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { useCreateInvoice } from '@/api/invoices/invoice-create.mutations';
import { useInvoiceCalculation } from '@/api/invoices/invoice-create.queries';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { useProject } from '@/api/internal-projects/project.queries';
import { useVats } from '@/api/vats/vats.reference';
import { QueryStates } from '@/components/feedback/query-states';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormDialog } from '@/components/form/form-dialog';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  defaultVatId,
  dueDateOf,
  lastMonthPeriod,
  monthPeriod,
} from '@/lib/billing-draft';
import { newInvoiceFormSchema, STEP_FIELDS, stepOfField, type NewInvoiceForm } from '@/lib/new-invoice-form';
import type { NewInvoiceType } from '@/lib/new-invoice-link';
import { draftLinesOf, newInvoiceOf } from './draft-lines';
import { StepDetails } from './step-details';
import { StepLines } from './step-lines';
import { StepProject } from './step-project';

export type NewInvoiceWizardProps = {
  type: NewInvoiceType;
  projectId?: number | null;
  // A month ('2025-03') to bill; last month when none.
  month?: string | null;
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
};

const STEPS = ['Project and period', 'Lines', 'VAT and dates'];
const SERVER_FIELDS = [...STEP_FIELDS.flat(), 'project_id'] as const;

const today = () => format(new Date(), 'yyyy-MM-dd');

function initialValues({ type, projectId, month }: NewInvoiceWizardProps): NewInvoiceForm {
  const period = (month ? monthPeriod(month) : null) ?? lastMonthPeriod(new Date());
  return {
    project_id: projectId ?? null,
    type,
    period_from: period.from,
    period_to: period.to,
    allow_duplicate: false,
    lines: [],
    vat_id: null,
    issue_date: today(),
    due_date: '',
    language: 'en',
    notes: '',
  };
}

// A 422's fields of lines (lines.0.rate) are the form's own names; any field not on the form is
// said above it.
const fieldsOf = (error: unknown): string[] => (isApiError(error) ? Object.keys(error.fieldErrors) : []);

// The create wizard (finance.md §1.2): ① project, period, type and the duplicate warning; ② the
// calculation's lines, editable, with live totals and the gap explained; ③ VAT, dates, language,
// notes → POST invoices-create. A failed save keeps every value and goes back to the refused field.
export function NewInvoiceWizard(props: NewInvoiceWizardProps) {
  const { onClose, onCreated } = props;
  const [step, setStep] = useState(0);
  const form = useForm<NewInvoiceForm>({
    resolver: zodResolver(newInvoiceFormSchema),
    defaultValues: initialValues(props),
  });
  const { control, setValue, formState } = form;
  const [projectId, type, from, to, issueDate] = useWatch({
    control,
    name: ['project_id', 'type', 'period_from', 'period_to', 'issue_date'],
  });
  const project = useProject(projectId);
  const vats = useVats();
  const calculation = useInvoiceCalculation({ projectId: projectId ?? 0, type, period: { from, to } });
  const create = useCreateInvoice();
  // Its own guard, not FormDialog's (given no `dirty`): a created invoice's drawer opens unasked.
  const { allowNext } = useLeaveGuard(formState.isDirty);
  const admin = project.data?.administrative_fields ?? null;
  const termsDays = admin?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS;

  // A new calculation (another project, period or type) gives new lines; edits to the same one stay.
  useEffect(() => {
    if (calculation.data) setValue('lines', draftLinesOf(calculation.data), { shouldDirty: true });
  }, [calculation.data, setValue]);

  // The project's VAT and language, unless chosen already.
  useEffect(() => {
    if (!vats.data || !project.data) return;
    if (!form.getFieldState('vat_id').isDirty)
      setValue('vat_id', defaultVatId(admin?.default_vat_id, vats.data));
    if (!form.getFieldState('language').isDirty) setValue('language', admin?.invoice_language ?? 'en');
  }, [vats.data, project.data, admin, form, setValue]);

  // Due follows the issue date by the payment terms until it is typed itself.
  useEffect(() => {
    if (!form.getFieldState('due_date').isDirty) setValue('due_date', dueDateOf(issueDate, termsDays));
  }, [issueDate, termsDays, form, setValue]);

  const next = async () => {
    if (await form.trigger([...(STEP_FIELDS[step] ?? [])] as (keyof NewInvoiceForm)[])) setStep(step + 1);
  };

  const submit = form.handleSubmit(async (values) => {
    let invoice: Invoice;
    try {
      invoice = await create.mutateAsync(newInvoiceOf(values));
    } catch (error) {
      const fields = [...SERVER_FIELDS, ...fieldsOf(error).filter((field) => field.startsWith('lines.'))];
      if (applyServerErrors(error, form.setError, fields)) {
        const refused = fieldsOf(error).filter((field) => fields.includes(field));
        if (refused.length > 0) setStep(Math.min(...refused.map(stepOfField)));
      }
      return;
    }
    enqueueSnackbar(`${invoice.number} created: it awaits approval`, { variant: 'success' });
    allowNext();
    onCreated(invoice);
  });

  const title = project.data?.title ?? 'the project';
  const covers = `${title} · ${isoMonth(from)} · ${type}`;
  const existing = calculation.data?.existing_invoices ?? [];
  const last = step === STEPS.length - 1;
  const saving = formState.isSubmitting;

  return (
    <FormDialog
      open
      title={`New invoice from ${type === 'hours' ? 'hours' : 'vacation'}`}
      maxWidth="md"
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void submit(event);
        else void next();
      }}
      onClose={onClose}
      saving={saving}
      error={formState.errors.root?.server?.message}
      submitLabel={last ? 'Create invoice' : 'Next'}
      submitDisabled={step === 1 && !calculation.data}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
    >
      <Stepper activeStep={step} sx={{ mb: 1 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 ? (
        <StepProject
          control={control}
          current={project.data ? { id: project.data.id, title, client: project.data.client } : null}
          existing={existing}
          covers={covers}
        />
      ) : null}
      {step === 1 ? (
        calculation.data ? (
          <>
            <StepLines control={control} calculation={calculation.data} type={type} />
            {formState.errors.lines?.message ? (
              <Alert severity="error">{formState.errors.lines.message}</Alert>
            ) : null}
          </>
        ) : (
          <QueryStates
            query={calculation}
            loadingLabel="Calculating the invoice"
            errorMessage="The calculation could not be made."
          />
        )
      ) : null}
      {step === 2 ? <StepDetails control={control} vats={vats} termsDays={termsDays} /> : null}
    </FormDialog>
  );
}

const isoMonth = (date: string) => {
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'MMMM yyyy');
};
