import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { currencySymbol } from '@/lib/currency';
import { currencyName } from '@/lib/display-names';
import { moveItem } from '@/lib/ordered-list';
import { useFocusAfterMove } from '../organization-data/use-focus-after-move';

type Props = {
  label: string;
  codes: readonly string[];
  companyCurrency: string;
  onChange: (codes: string[]) => void;
  error?: string;
  disabled?: boolean;
};

const moveUp = (code: string) => `Move ${code} up`;
const moveDown = (code: string) => `Move ${code} down`;

// The currencies in their order, each moved a place at a time with its Move up / Move down buttons (the
// keyboard way; the focus follows the currency, and a screen reader hears where it went).
export function CurrencyOrderList({ label, codes, companyCurrency, onChange, error, disabled }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const { containerRef, focusAfterMove } = useFocusAfterMove(codes);
  const errorId = useId();

  const move = (from: number, to: number, focusOn: string[]) => {
    const code = codes[from];
    if (code === undefined) return;
    setAnnouncement(`${code} moved to place ${to + 1} of ${codes.length}.`);
    focusAfterMove(focusOn);
    onChange(moveItem(codes, from, to));
  };

  return (
    <Box ref={containerRef}>
      <Box
        component="ol"
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 560 }}
      >
        {codes.map((code, index) => (
          <Box
            component="li"
            key={code}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="span" color="text.secondary" sx={{ width: '2ch' }} aria-hidden>
              {index + 1}.
            </Typography>
            <Typography component="span" sx={{ fontWeight: 500, minWidth: '5ch' }}>
              {code}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ flex: 1 }}>
              {currencySymbol(code) === code
                ? currencyName(code)
                : `${currencySymbol(code)} · ${currencyName(code)}`}
            </Typography>
            {code === companyCurrency ? <Chip size="small" label="Company currency" /> : null}
            <IconButton
              size="small"
              aria-label={moveUp(code)}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1, [moveUp(code), moveDown(code)])}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={moveDown(code)}
              disabled={disabled || index === codes.length - 1}
              onClick={() => move(index, index + 1, [moveDown(code), moveUp(code)])}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
