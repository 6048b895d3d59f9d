import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TaxRateCheck } from '@/lib/money-bird-matching';

// What a VAT's chosen rate means, in words with an icon (never colour alone).
// `suggested`: the rate is the suggestion, not saved yet; `alike`: the name of an offered rate with the
// same percentage, for a VAT left unmapped.
export function VatRateCheck({
  check,
  suggested,
  alike,
}: {
  check: TaxRateCheck;
  suggested: boolean;
  alike: string | null;
}) {
  const { icon, text } = describe(check, suggested, alike);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

function describe(check: TaxRateCheck, suggested: boolean, alike: string | null) {
  switch (check.kind) {
    case 'same':
      return {
        icon: <CheckCircle fontSize="small" color="success" aria-hidden />,
        text: suggested
          ? `Same percentage (${check.ours}), suggested: not saved yet`
          : `Same percentage (${check.ours})`,
      };
    case 'different':
      return {
        icon: <WarningAmber fontSize="small" color="warning" aria-hidden />,
        text: `Different percentage: our ${check.ours} ↔ their ${check.theirs}`,
      };
    case 'unavailable':
      return {
        icon: <ErrorOutline fontSize="small" color="error" aria-hidden />,
        text: 'The saved rate is no longer an active sales rate in MoneyBird: choose another',
      };
    case 'unmapped':
      return check.anyMatches
        ? {
            icon: <InfoOutlined fontSize="small" color="info" aria-hidden />,
            text: `Not mapped: invoices with this VAT cannot be sent to MoneyBird${alike ? ` (${alike} has the same percentage)` : ''}`,
          }
        : {
            icon: <WarningAmber fontSize="small" color="warning" aria-hidden />,
            text: `No MoneyBird sales rate has ${check.ours}: choose the one to use, or add it in MoneyBird`,
          };
  }
}
