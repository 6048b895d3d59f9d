import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useSaveRateCard } from '@/api/rate-cards/rate-card.mutations';
import { rateCardFormSchema, type RateCard, type RateCardForm } from '@/api/rate-cards/rate-card.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { DateField } from '@/components/form/date-field';
import { FormError } from '@/components/form/form-error';
import { submitForm } from '@/components/form/use-page-form-submit';
import { diffRateCard, rateEntriesOf, rateGridOf, type RateCellChange } from '@/lib/rate-card-diff';
import { RateCardChanges } from './rate-card-changes';
import { RateCardGrid } from './rate-card-grid';
import { cardValidFrom, rateCardFormValues, type RateGridLayout } from './rate-card-layout';
import { refusalOnCells } from './refusal-on-cells';

type Props = {
  currency: string;
  // This currency's cells as stored.
  cards: readonly RateCard[];
  layout: RateGridLayout;
  onDirtyChange: (dirty: boolean) => void;
};

// A reset of our own replaces the edits too (the form's default keeps them, for a refetch).
const CLEAN = { keepDirtyValues: false } as const;

type Review = {
  values: RateCardForm;
  changes: RateCellChange[];
  validFrom: { before: string | null; after: string } | null;
};

type BarProps = {
  control: Control<RateCardForm>;
  baseline: RateCardForm;
  onDirtyChange: (dirty: boolean) => void;
  onDiscard: () => void;
};

// The only part that follows every keystroke: how many cells differ from the saved card, and the buttons.
function ChangesBar({ control, baseline, onDirtyChange, onDiscard }: BarProps) {
  const cells = useWatch({ control, name: 'cells' });
  const validFrom = useWatch({ control, name: 'valid_from' });
  const edited = useMemo(() => diffRateCard(baseline.cells, cells).length, [baseline, cells]);
  const count = edited + (validFrom === baseline.valid_from ? 0 : 1);
  const dirty = count > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      <Button type="submit" variant="contained" disabled={!dirty}>
        Review changes
      </Button>
      <Button onClick={onDiscard} disabled={!dirty}>
        Discard changes
      </Button>
      <Typography role="status" sx={{ color: 'text.secondary', ml: 1 }}>
        {count === 0 ? 'No unsaved changes' : `${count} unsaved ${count === 1 ? 'change' : 'changes'}`}
      </Typography>
    </Box>
  );
}

// One currency's card: edited in place, reviewed as a diff, then sent whole. A refusal keeps every edit
// and marks the cells it names.
export function RateCardEditor({ currency, cards, layout, onDirtyChange }: Props) {
  const saved = useMemo(() => rateGridOf(cards), [cards]);
  const savedValidFrom = cardValidFrom(cards);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const baseline = useMemo(
    () => rateCardFormValues(layout, saved, savedValidFrom ?? today),
    [layout, saved, savedValidFrom, today],
  );
  // A card changed elsewhere (a refetch) updates the cells not being edited; edits stay.
  const form = useForm<RateCardForm>({
    resolver: zodResolver(rateCardFormSchema),
    values: baseline,
    resetOptions: { keepDirtyValues: true },
  });
  const saveCard = useSaveRateCard();
  const [review, setReview] = useState<Review | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const { errors } = form.formState;

  const openReview = form.handleSubmit((values) => {
    const dateChanged = values.valid_from !== savedValidFrom;
    setReview({
      values,
      changes: diffRateCard(saved, values.cells),
      validFrom: dateChanged ? { before: savedValidFrom, after: values.valid_from } : null,
    });
  });

  // The card as reviewed is what is sent, whatever a refetch has changed under the dialog since.
  const sent = useMemo(() => (review ? rateEntriesOf(review.values.cells) : []), [review]);
  const saveReviewed = submitForm(
    form,
    {
      save: () =>
        saveCard.mutateAsync({ currency, valid_from: review?.values.valid_from ?? '', cells: sent }),
      fields: [...sent.map((entry) => `cells.${entry.key}`), 'valid_from'],
      mapError: (error) => refusalOnCells(error, sent),
      savedMessage: `${currency} rate card saved`,
      // A refusal closes the review to show the marked cells; after any other failure it stays, to try again.
      onFailed: (_error, atFields) => {
        if (atFields) setReview(null);
      },
    },
    (answer) => {
      const stored = answer.filter((card) => card.currency === currency);
      form.reset(rateCardFormValues(layout, rateGridOf(stored), cardValidFrom(stored) ?? today), CLEAN);
      setReview(null);
    },
  );

  const cellErrors = Object.entries(errors.cells ?? {}).flatMap(([key, error]) =>
    error?.message ? [{ key, message: error.message }] : [],
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={`${currency} rate card`}
      onSubmit={(event) => void openReview(event)}
    >
      {cards.length === 0 ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          <AlertTitle>{`No ${currency} rate card yet`}</AlertTitle>
          The grid starts empty: fill in the rates you charge and save to create the card.
        </Alert>
      ) : null}
      <Box sx={{ maxWidth: 260, mb: 2 }}>
        <DateField
          control={form.control}
          name="valid_from"
          label="Valid from"
          required
          helperText="New terms from this day take these rates."
        />
      </Box>
      {cellErrors.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{`The ${currency} rate card was not saved`}</AlertTitle>
          Correct the marked cells; your other changes are kept.
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {cellErrors.map(({ key, message }) => (
              <li key={key}>{`${layout.cellName(key)}: ${message}`}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <FormError message={errors.root?.server?.message} />
      <RateCardGrid control={form.control} layout={layout} currency={currency} />
      <ChangesBar
        control={form.control}
        baseline={baseline}
        onDirtyChange={onDirtyChange}
        onDiscard={() => setDiscarding(true)}
      />
      {review ? (
        <ConfirmDialog
          open
          title={`Review changes to the ${currency} rate card`}
          description={
            <RateCardChanges
              currency={currency}
              changes={review.changes}
              cellName={layout.cellName}
              validFrom={review.validFrom}
            />
          }
          confirmLabel="Save"
          busy={saveCard.isPending}
          onConfirm={() => void saveReviewed()}
          onClose={() => setReview(null)}
        />
      ) : null}
      {discarding ? (
        <ConfirmDialog
          open
          title={`Discard the changes to the ${currency} rate card?`}
          description="Every cell goes back to its saved rate."
          confirmLabel="Discard"
          destructive
          onConfirm={() => {
            form.reset(baseline, CLEAN);
            setDiscarding(false);
          }}
          onClose={() => setDiscarding(false)}
        />
      ) : null}
    </Box>
  );
}
