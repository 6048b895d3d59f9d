import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import { isApiError, withFieldErrors, type FieldErrors } from '@/api/api-error';
import type { ApplicationConfig } from '@/api/application-configs/application-config.schemas';
import { useApplicationConfigs } from '@/api/application-configs/application-configs.reference';
import { useSaveCurrencyConfig } from '@/api/currency-configs/currency-config.mutations';
import {
  CURRENCY_CONFIG_FIELDS,
  currencyConfigFormSchema,
  type CurrencyConfigInput,
} from '@/api/currency-configs/currency-config.schemas';
import { QueryStates } from '@/components/feedback/query-states';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { CurrencySelect } from '@/components/form/currency-select';
import { FormError } from '@/components/form/form-error';
import { SectionPanel } from '@/components/layout/section-panel';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { useTabLeaveGuard } from '../use-tab-leave-guard';
import { CurrencyOrderList } from './currency-order-list';

const TITLE = 'Company currency and order';
const ORDER_LABEL = 'Order of currencies';

// The stored order, then any currency the portal knows that it leaves out, so every one can be placed.
function formValuesOf(config: ApplicationConfig): CurrencyConfigInput {
  const listed = config.currency.all_currencies;
  return {
    currency: config.currency.currency,
    all_currencies: [...new Set([...listed, ...DEFAULT_ALL_CURRENCIES])],
  };
}

// The API names a refused currency by its place ('all_currencies.2'); the list shows every such message.
function orderErrorsOnList(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = /^all_currencies\.\d+$/.test(key) ? 'all_currencies' : key;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  if (fieldErrors.all_currencies) fieldErrors.all_currencies = [fieldErrors.all_currencies.join(' ')];
  return withFieldErrors(error, fieldErrors);
}

function CurrencySettingsForm({ config }: { config: ApplicationConfig }) {
  const save = useSaveCurrencyConfig();
  const form = useForm<CurrencyConfigInput>({
    resolver: zodResolver(currencyConfigFormSchema),
    defaultValues: formValuesOf(config),
  });
  const order = useController({ control: form.control, name: 'all_currencies' });
  const companyCurrency = useWatch({ control: form.control, name: 'currency' });
  const { isDirty, isSubmitting, errors } = form.formState;
  useTabLeaveGuard(isDirty);

  const submit = usePageFormSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: CURRENCY_CONFIG_FIELDS,
    mapError: orderErrorsOnList,
    onSaved: (saved) => form.reset(formValuesOf(saved)),
    savedMessage: 'Currencies saved',
  });

  return (
    <Box component="form" onSubmit={submit.onSubmit} noValidate aria-label={TITLE}>
      <FormError message={errors.root?.server?.message} />
      <Stack spacing={2}>
        <Typography color="text.secondary">
          The company currency is the one the company works and reports in. Currencies are offered in the
          order below everywhere in the portal: in currency lists, report columns and totals.
        </Typography>
        <CurrencySelect
          control={form.control}
          name="currency"
          label="Company currency"
          currencies={order.field.value}
          required
          sx={{ maxWidth: 320 }}
          disabled={isSubmitting}
        />
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {ORDER_LABEL}
          </Typography>
          <CurrencyOrderList
            label={ORDER_LABEL}
            codes={order.field.value}
            companyCurrency={companyCurrency}
            onChange={order.field.onChange}
            error={order.fieldState.error?.message}
            disabled={isSubmitting}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save currencies
          </Button>
          <Button
            color="inherit"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(formValuesOf(config))}
          >
            Discard changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

// The application config's currency part: the company currency and the order of every currency.
export function CurrencySettingsPanel() {
  const configs = useApplicationConfigs();
  return (
    <SectionPanel title={TITLE} editable={false} isEmpty={false} emptyTitle="">
      <QueryStates
        query={configs}
        loadingLabel="Loading the currency settings"
        errorMessage="The currency settings could not be loaded."
        rows={5}
      />
      {configs.isSuccess ? <CurrencySettingsForm config={configs.data} /> : null}
    </SectionPanel>
  );
}
