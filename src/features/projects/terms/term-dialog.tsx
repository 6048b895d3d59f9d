import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import { usePositions } from '@/api/positions/positions.reference';
import { usePublicHolidays } from '@/api/public-holidays/public-holidays.reference';
import { useRateCards } from '@/api/rate-cards/rate-card.queries';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { useCreateTerm, useUpdateTerm } from '@/api/terms/term.mutations';
import { useProjectTerms } from '@/api/terms/term.queries';
import {
  TERM_FORM_FIELDS,
  TERM_STATUSES,
  emptyTermForm,
  termFormOf,
  termFormSchema,
  termInputOf,
  termPatchOf,
  termStatusLabel,
  type Term,
  type TermForm,
  type TermProject,
} from '@/api/terms/term.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { DayShareFields, followDayShare } from '@/components/form/day-share-fields';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { MoneyField } from '@/components/form/money-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import {
  TERM_NOTE_MAX,
  WORKING_DAYS_COUNTRY,
  hoursPerDayText,
  minutesFromHoursPerDay,
  termMinutesPerDay,
} from '@/lib/term-form';
import { termOverlap, type TermSpan } from '@/lib/term-overlap';
import { cardRateFor, rateDifferencePercent, rateDifferenceText, type CardRate } from '@/lib/term-rate';
import type { NamedDay } from '@/lib/working-days';
import { PersonField } from './person-field';
import { dayText, rangeText } from './term-format';
import { TermPreview } from './term-preview';

const NO_HOLIDAYS: readonly NamedDay[] = [];

const spanOf = (term: Term): TermSpan => ({
  id: term.id,
  user_id: term.user.id,
  start_date: term.start_date,
  end_date: term.end_date,
  minutes_per_day: minutesFromHoursPerDay(term.hours_per_day) ?? 0,
});

export type TermDialogProps = {
  projectId: number;
  // The project's currency and dates, when the API says them.
  project: TermProject | null;
  currency: string;
  // null: a new term.
  term: Term | null;
  onClose: () => void;
};

// Adds or edits a term: who, from when to when (with the working days that range holds, live), how
// much of each day (hours or share, each setting the other), and the rate, taken from the rate card for
// a new term with the difference said. A failed save keeps everything as typed, 422s at their fields.
export function TermDialog({ projectId, project, currency, term, onClose }: TermDialogProps) {
  const create = useCreateTerm(projectId);
  const update = useUpdateTerm(projectId);
  const form = useForm<TermForm>({
    resolver: zodResolver(termFormSchema),
    defaultValues: term ? termFormOf(term) : emptyTermForm(),
  });
  const { control } = form;

  // An edit may be of an old term whose person has been archived since.
  const people = useMinimalUsers(term !== null);
  const cards = useRateCards();
  const positions = usePositions();
  const seniorities = useSeniorities();
  const publicHolidays = usePublicHolidays();
  const projectTerms = useProjectTerms(projectId, 'all');
  const holidays = useMemo(
    () =>
      publicHolidays.data?.find((entry) => entry.country === WORKING_DAYS_COUNTRY)?.holidays ?? NO_HOLIDAYS,
    [publicHolidays.data],
  );

  // Hours and share of the day follow each other; the one typed last is sent. A rate typed by hand is
  // never replaced by the card's.
  const rateTyped = useRef(term !== null);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          // Only what the person typed: the values set here come back without a type.
          if (type !== 'change') return;
          if (name === 'hourly_rate') rateTyped.current = true;
          followDayShare(form, name, values);
        },
      }),
    [form],
  );

  const [userId, startDate, endDate, basis, hours, percentage, rate] = useWatch({
    control,
    name: ['user_id', 'start_date', 'end_date', 'basis', 'hours_per_day', 'percentage', 'hourly_rate'],
  });
  const person = people.data?.find((candidate) => candidate.id === userId) ?? null;
  const card: CardRate | null = useMemo(
    () =>
      person && cards.data
        ? cardRateFor(
            cards.data,
            { position_id: person.position_id ?? null, seniority_id: person.seniority_id ?? null },
            currency,
            /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : format(new Date(), 'yyyy-MM-dd'),
          )
        : null,
    [person, cards.data, currency, startDate],
  );
  const cardCents = card?.cents ?? null;
  useEffect(() => {
    if (term === null && cardCents !== null && !rateTyped.current) form.setValue('hourly_rate', cardCents);
  }, [term, cardCents, form]);

  const minutes = termMinutesPerDay({ basis, hours_per_day: hours, percentage });
  const overlap = useMemo(() => {
    if (userId === null || minutes === null || !startDate || !endDate || endDate < startDate) return null;
    return termOverlap(
      {
        id: term?.id ?? null,
        user_id: userId,
        start_date: startDate,
        end_date: endDate,
        minutes_per_day: minutes,
      },
      (projectTerms.data?.data ?? []).map(spanOf),
    );
  }, [userId, minutes, startDate, endDate, term, projectTerms.data]);

  const dialog = useFormDialogSubmit(form, {
    save: async (values) => {
      if (!term) return create.mutateAsync(termInputOf(values));
      const patch = termPatchOf(term, values);
      if (Object.keys(patch).length === 0) return undefined;
      return update.mutateAsync({ termId: term.id, patch });
    },
    fields: TERM_FORM_FIELDS,
    savedMessage: () => (term ? 'Term saved' : 'Term added'),
    onClose,
  });

  const cardName = (found: CardRate) => {
    const grade = seniorities.data?.find((row) => row.id === found.seniority_id)?.name;
    const position =
      found.position_id === null
        ? 'default row'
        : positions.data?.find((row) => row.id === found.position_id)?.name;
    return [position, grade].filter(Boolean).join(', ');
  };
  const difference = rateDifferenceText(rateDifferencePercent(rate, cardCents));
  const rateHint = card
    ? `Card (${cardName(card)}): ${formatMoney(fromCents(card.cents), currency)}${difference ? ` — ${difference}` : ''}`
    : person
      ? `No ${currency} rate card rate for this person's position and seniority.`
      : `Per hour, in ${currency}.`;

  return (
    <FormDialog open title={term ? `Edit the term of ${term.user.name}` : 'Add a term'} {...dialog}>
      <PersonField control={control} people={people} current={term?.user ?? null} />
      {project ? (
        <Typography variant="body2" color="text.secondary">
          {project.end_date
            ? `The project runs ${rangeText(project.start_date, project.end_date)}.`
            : `The project runs from ${dayText(project.start_date)}.`}
        </Typography>
      ) : null}
      <DateRangeField
        control={control}
        startName="start_date"
        endName="end_date"
        startLabel="From"
        endLabel="To"
        required
      />
      <TermPreview
        control={control}
        currency={currency}
        holidays={holidays}
        holidaysMissing={!publicHolidays.isSuccess}
      />
      <DayShareFields
        control={control}
        percentHelperText={`Sets the hours (100 % is ${hoursPerDayText(480)})`}
      />
      {overlap ? (
        <Alert severity="warning" role="status">
          {`${person?.name ?? term?.user.name ?? 'This person'} has other terms on this project at the same time: together ${hoursPerDayText(overlap.peakMinutes)} a day between ${rangeText(overlap.from, overlap.to)}, more than a working day (08:00).`}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {overlap.terms.map((other) => (
              <li
                key={other.id}
              >{`${rangeText(other.start_date, other.end_date)}, ${hoursPerDayText(other.minutes_per_day)} a day`}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Box>
        <MoneyField
          control={control}
          name="hourly_rate"
          label="Hourly rate"
          currency={currency}
          required
          fullWidth
          helperText={rateHint}
        />
        {card && rate !== card.cents ? (
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => form.setValue('hourly_rate', card.cents, { shouldDirty: true })}
          >
            Use the card rate
          </Button>
        ) : null}
      </Box>
      <FormTextField control={control} name="status" label="Status" select fullWidth>
        {TERM_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {termStatusLabel(status)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: TERM_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
