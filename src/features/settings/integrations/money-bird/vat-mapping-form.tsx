import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSaveMoneyBirdMapping } from '@/api/money-bird/money-bird.mutations';
import type { MoneyBirdMapping, MoneyBirdTaxRate } from '@/api/money-bird/money-bird.schemas';
import type { Vat } from '@/api/vats/vat.schemas';
import { FormError } from '@/components/form/form-error';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { useTabLeaveGuard } from '../../use-tab-leave-guard';
import { checkTaxRate, formatPercentage, offeredTaxRates, suggestTaxRate } from '@/lib/money-bird-matching';
import { saveFailureOf, type SaveFailure } from './failure';
import { SaveFailureAlert } from './save-failure-alert';
import { VatRateCheck } from './vat-rate-check';
import {
  differsFromSaved,
  initialVatRates,
  refusalOnRates,
  savedRateOf,
  taxRatesToSend,
  vatKey,
  type VatRateValues,
} from './vat-rate-values';

type Props = { vats: readonly Vat[]; rates: readonly MoneyBirdTaxRate[]; mapping: MoneyBirdMapping | null };

const rateLabel = (rate: MoneyBirdTaxRate) => `${rate.name} (${formatPercentage(rate.percentage)})`;

// Our VATs, each with the MoneyBird sales tax rate its invoice lines get. Saved together, company-wide.
export function VatMappingForm({ vats, rates, mapping }: Props) {
  const save = useSaveMoneyBirdMapping();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const form = useForm<VatRateValues>({ defaultValues: initialVatRates(vats, rates, mapping) });
  const current: VatRateValues = { rates: useWatch({ control: form.control, name: 'rates' }) };
  const unsaved = differsFromSaved(vats, current, mapping);
  useTabLeaveGuard(form.formState.isDirty);
  const offered = offeredTaxRates(rates);

  const submit = usePageFormSubmit(form, {
    save: (values) => {
      setFailure(null);
      return save.mutateAsync({ tax_rates: taxRatesToSend(vats, values) });
    },
    fields: vats.map((vat) => `rates.${vatKey(vat.id)}`),
    mapError: (error, values) => refusalOnRates(error, taxRatesToSend(vats, values)),
    onSaved: (saved) => form.reset(initialVatRates(vats, rates, saved)),
    savedMessage: 'The tax rates are saved',
    onFailed: (error, atFields) => {
      if (!atFields) setFailure(saveFailureOf(error));
    },
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="VAT and tax rates">
      <SaveFailureAlert
        failure={failure}
        unreachable="MoneyBird could not be reached."
        onRetry={() => submit.onSubmit()}
      />
      <FormError message={submit.error} />
      {mapping === null ? (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          No tax rates are saved yet. Where MoneyBird has a sales rate with the same percentage it is
          suggested below: check the suggestions and save them.
        </Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label="Our VATs and MoneyBird tax rates">
          <TableHead>
            <TableRow>
              <TableCell>Our VAT</TableCell>
              <TableCell>Percentage</TableCell>
              <TableCell sx={{ minWidth: 240 }}>MoneyBird tax rate</TableCell>
              <TableCell>Check</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vats.map((vat) => {
              const name = `rates.${vatKey(vat.id)}` as const;
              const chosen = current.rates[vatKey(vat.id)] ?? '';
              const saved = savedRateOf(mapping, vat.id);
              const stale = saved !== null && !offered.some((rate) => rate.id === saved);
              const staleRate = rates.find((rate) => rate.id === saved);
              const suggestion = suggestTaxRate(vat, rates);
              const suggested = mapping === null && chosen !== '' && chosen === suggestion?.id;
              return (
                <TableRow key={vat.id}>
                  <TableCell component="th" scope="row">
                    {vat.name}
                  </TableCell>
                  <TableCell>{formatPercentage(vat.percentage)}</TableCell>
                  <TableCell>
                    <Controller
                      control={form.control}
                      name={name}
                      render={({ field, fieldState }) => (
                        <TextField
                          select
                          size="small"
                          fullWidth
                          name={field.name}
                          value={field.value ?? ''}
                          inputRef={field.ref}
                          onChange={(event) => field.onChange(event.target.value)}
                          onBlur={field.onBlur}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message}
                          slotProps={{
                            select: { displayEmpty: true },
                            htmlInput: { 'aria-label': `MoneyBird tax rate for ${vat.name}` },
                          }}
                        >
                          <MenuItem value="">
                            <em>Not mapped</em>
                          </MenuItem>
                          {offered.map((rate) => (
                            <MenuItem key={rate.id} value={rate.id}>
                              {rateLabel(rate)}
                            </MenuItem>
                          ))}
                          {stale && saved ? (
                            <MenuItem value={saved} disabled>
                              {staleRate
                                ? `${rateLabel(staleRate)}, no longer available`
                                : 'A rate no longer in MoneyBird'}
                            </MenuItem>
                          ) : null}
                        </TextField>
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <VatRateCheck
                      check={checkTaxRate(vat, chosen || null, rates)}
                      suggested={suggested}
                      alike={suggestion?.name ?? null}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!unsaved && !submit.saving}
          loading={submit.saving}
        >
          Save tax rates
        </Button>
      </Box>
    </form>
  );
}
