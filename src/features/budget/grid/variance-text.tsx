import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { isFavourable, variance } from '@/lib/budget-figures';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';

// "▲ +120.00 (+5 %)": the sign and the arrow say the direction, the words say whether it is good
// news, and the colour only repeats it.
export function VarianceText({
  kind,
  budget,
  outcome,
}: {
  kind: 'income' | 'cost' | 'net';
  budget: number;
  outcome: number;
}) {
  const { cents, percentage } = variance(budget, outcome);
  if (cents === 0) return <Box component="span">= budget</Box>;
  const up = cents > 0;
  const good = isFavourable(kind === 'cost' ? 'cost' : 'income', cents);
  const amount = `${up ? '+' : '−'}${formatMoney(fromCents(Math.abs(cents)))}`;
  const share = percentage === null ? '' : ` (${up ? '+' : '−'}${Math.abs(Math.round(percentage))} %)`;
  return (
    <Box component="span" sx={{ color: good ? 'success.dark' : 'error.dark', whiteSpace: 'nowrap' }}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      {amount}
      {share}
      <Box component="span" sx={visuallyHidden}>
        {up ? ' above budget' : ' below budget'}
      </Box>
    </Box>
  );
}
