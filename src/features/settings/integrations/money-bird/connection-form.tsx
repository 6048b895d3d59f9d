import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldsOf } from '@/api/common.schemas';
import { useSaveMoneyBirdCredentials } from '@/api/money-bird/money-bird.mutations';
import {
  ADMINISTRATION_ID_MAX_DIGITS,
  moneyBirdCredentialsFormSchema,
  moneyBirdCredentialsFormSchemaFor,
  type MoneyBirdCredentials,
  type MoneyBirdCredentialsInput,
  type MoneyBirdCredentialsValues,
} from '@/api/money-bird/money-bird.schemas';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { filterNumeric } from '@/lib/input-filters';
import { useTabLeaveGuard } from '../../use-tab-leave-guard';
import { maskedToken } from './connection-status';
import { saveFailureOf, type SaveFailure } from './failure';
import { SaveFailureAlert } from './save-failure-alert';

const FIELDS = fieldsOf(moneyBirdCredentialsFormSchema);

const filterAdministrationId = (value: string) => filterNumeric(value, ADMINISTRATION_ID_MAX_DIGITS);

const valuesOf = (credentials: MoneyBirdCredentials): MoneyBirdCredentialsInput => ({
  administration_id: credentials.administration_id ?? '',
  api_token: '',
});

// The administration id and the token. The token is write-only: the field starts blank, and blank
// keeps the saved token (the save then checks it with MoneyBird again). A token MoneyBird refuses is
// said at its field; MoneyBird unreachable is said above the form with a Retry; either way the form
// keeps what was typed.
export function ConnectionForm({ credentials }: { credentials: MoneyBirdCredentials }) {
  const save = useSaveMoneyBirdCredentials();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const schema = useMemo(
    () => moneyBirdCredentialsFormSchemaFor(credentials.token_set),
    [credentials.token_set],
  );
  const form = useForm<MoneyBirdCredentialsInput, unknown, MoneyBirdCredentialsValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(credentials),
  });
  useTabLeaveGuard(form.formState.isDirty);

  // The toast says whether MoneyBird took the token, so the form gives it itself.
  const submit = usePageFormSubmit(form, {
    save: ({ administration_id, api_token }) => {
      setFailure(null);
      return save.mutateAsync(api_token ? { administration_id, api_token } : { administration_id });
    },
    fields: FIELDS,
    onSaved: (saved) => {
      form.reset(valuesOf(saved));
      setVisible(false);
      enqueueSnackbar(saved.connected ? 'MoneyBird is connected' : 'Saved, but MoneyBird did not accept it', {
        variant: saved.connected ? 'success' : 'warning',
      });
    },
    onFailed: (error, atFields) => {
      if (!atFields) setFailure(saveFailureOf(error));
    },
  });

  const tokenHelp = credentials.token_set
    ? `Saved token ${maskedToken(credentials.token_last4)}. Leave blank to keep it and check it again.`
    : 'The personal API token from MoneyBird.';

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="MoneyBird connection">
      <SaveFailureAlert
        failure={failure}
        unreachable="MoneyBird could not be reached."
        onRetry={() => submit.onSubmit()}
      />
      <FormError message={submit.error} />
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField
          control={form.control}
          name="administration_id"
          label="Administration id"
          required
          autoComplete="off"
          helperText="The number after moneybird.com/ in MoneyBird's address bar."
          // SPEC §5: digits only, as NumericField takes them, but with no maxLength on the input, so the
          // address pasted whole is filtered down to its number rather than cut before it.
          filter={filterAdministrationId}
          slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
        />
        <FormTextField
          control={form.control}
          name="api_token"
          label="API token"
          required={!credentials.token_set}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          helperText={tokenHelp}
          placeholder={credentials.token_set ? maskedToken(credentials.token_last4) : undefined}
          slotProps={{
            htmlInput: { spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? 'Hide API token' : 'Show API token'}
                    onClick={() => setVisible((shown) => !shown)}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <div>
          <Button type="submit" variant="contained" loading={submit.saving}>
            {credentials.token_set ? 'Save and check' : 'Connect'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
