import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

// The list's quick search: shows what is typed at once; useListParams puts it in the URL after a pause.
export function ListSearchField({
  value,
  onChange,
  label = 'Search',
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  label?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      size="small"
      sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-describedby': undefined, type: 'search' },
      }}
    />
  );
}
