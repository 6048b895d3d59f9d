import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type Ref } from 'react';
import { useMoneyBirdContactSearch } from '@/api/money-bird/money-bird.queries';
import { CONTACT_SEARCH_MIN_LENGTH, type MoneyBirdContact } from '@/api/money-bird/money-bird.schemas';
import { contactName } from '@/lib/money-bird-matching';

export const CONTACT_SEARCH_DELAY_MS = 300;

const noFilter = <T,>(options: T[]) => options;

// What tells two contacts of the same name apart.
export function contactDetails(contact: MoneyBirdContact): string {
  return [
    contact.customer_id ? `Customer id ${contact.customer_id}` : null,
    contact.tax_number ? `VAT ${contact.tax_number}` : null,
    contact.email,
  ]
    .filter(Boolean)
    .join(' · ');
}

export type MoneyBirdContactPickerProps = {
  label: string;
  value: MoneyBirdContact | null;
  onChange: (contact: MoneyBirdContact | null) => void;
  helperText?: string;
  // A message from the form (e.g. a 422 on contact_id).
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

// Picks a MoneyBird contact by searching MoneyBird as the user types (one search per pause, from two
// characters). Controlled, so a form holds the contact (react-hook-form's Controller) or a screen its
// state; for the MoneyBird settings and each project's administration tab.
export function MoneyBirdContactPicker({
  label,
  value,
  onChange,
  helperText,
  error,
  required,
  disabled,
  name,
  inputRef,
  onBlur,
}: MoneyBirdContactPickerProps) {
  const [input, setInput] = useState('');
  // What was typed, apart from the name the field shows once a contact is picked.
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), CONTACT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const search = useMoneyBirdContactSearch(query);
  const searching = query.length >= CONTACT_SEARCH_MIN_LENGTH;
  const options = searching ? (search.data ?? []) : [];
  const failed = searching && search.isError;
  const noOptionsText =
    typed.trim().length < CONTACT_SEARCH_MIN_LENGTH
      ? `Type at least ${CONTACT_SEARCH_MIN_LENGTH} characters of a name, customer id or VAT number`
      : 'No MoneyBird contact matches';

  return (
    <Box>
      <Autocomplete
        options={options}
        filterOptions={noFilter}
        value={value}
        onChange={(_event, contact) => onChange(contact)}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          setInput(text);
          if (reason === 'input' || reason === 'clear') setTyped(text);
        }}
        getOptionLabel={contactName}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={searching && search.isFetching}
        loadingText="Searching MoneyBird…"
        noOptionsText={failed ? 'MoneyBird could not be reached' : noOptionsText}
        disabled={disabled}
        onBlur={onBlur}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          const details = contactDetails(option);
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography component="span" sx={{ display: 'block' }}>
                  {contactName(option)}
                </Typography>
                {details ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {details}
                  </Typography>
                ) : null}
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            name={name}
            inputRef={inputRef}
            required={required}
            error={Boolean(error) || failed}
            helperText={
              error ??
              (failed
                ? 'MoneyBird could not be reached, so no contacts are shown.'
                : (helperText ?? 'Search by name, customer id or VAT number.'))
            }
          />
        )}
      />
      {failed ? (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => void search.refetch()}>
          Search again
        </Button>
      ) : null}
    </Box>
  );
}
