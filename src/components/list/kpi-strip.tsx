import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink, { type LinkProps } from 'next/link';
import { useRef, type ReactNode } from 'react';
import { KPI_FIGURE_ATTRIBUTE, useFigureWidth } from './use-figure-width';

export type KpiCard = {
  id: string;
  label: string;
  value: ReactNode;
  // A second line: "3 invoices", "≈ EUR 12,400 at 2025-03-31 rates".
  caption?: ReactNode;
  // A link that applies this card's filter (useListParams' hrefFor), so it opens in a new tab too.
  href?: LinkProps['href'];
  // The filter this card stands for is the one applied.
  active?: boolean;
  // Drawn grey in place of the figure and caption while loading, as long as they usually are (a
  // typical amount in each of the company's currencies): the card keeps its size when they arrive.
  placeholder?: { value: ReactNode; caption?: ReactNode };
};

// A card is never narrower than this, however short its figure.
export const KPI_CARD_MIN_WIDTH = 180;
// The columns' width, set on the list: the widest figure's need (at least the minimum).
export const KPI_COLUMN_WIDTH = '--kpi-column-width';
// The card's padding and border around its figure.
const CARD_INSET = 2 * 16 + 2;

// The columns as wide as the widest figure (with the card around it) needs, at least the minimum.
function setColumnWidth(list: HTMLElement, figureWidth: number) {
  list.style.setProperty(KPI_COLUMN_WIDTH, `${Math.max(KPI_CARD_MIN_WIDTH, figureWidth + CARD_INSET)}px`);
}

// Grey of a stand-in's size; the stand-in itself is hidden from sight and from screen readers.
function StandIn({ variant, children }: { variant: 'text' | 'rounded'; children: ReactNode }) {
  return (
    <Skeleton variant={variant}>
      {/* An inline style: hidden whether or not the style sheets are there (a test's jsdom, a slow CSS). */}
      <span style={{ display: 'block', visibility: 'hidden' }}>{children}</span>
    </Skeleton>
  );
}

function CardBody({ card, loading }: { card: KpiCard; loading: boolean }) {
  const { placeholder } = card;
  const figure = placeholder ? (
    <StandIn variant="rounded">{placeholder.value}</StandIn>
  ) : (
    <Skeleton width={80} />
  );
  const caption =
    loading && placeholder?.caption !== undefined ? (
      <StandIn variant="text">{placeholder.caption}</StandIn>
    ) : (
      card.caption
    );
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" color="text.secondary" component="div">
        {card.label}
      </Typography>
      <Typography variant="h5" component="div" sx={{ fontWeight: 600 }}>
        {/* Measured as one unbroken block: an amount never wraps between its figure and currency. */}
        <Box
          component="span"
          {...{ [KPI_FIGURE_ATTRIBUTE]: '' }}
          sx={{ display: 'inline-block', verticalAlign: 'top', whiteSpace: 'nowrap' }}
        >
          {loading ? figure : card.value}
        </Box>
      </Typography>
      {caption ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}

// Key figures above a list: label and value per card; a card with a link applies its filter. The
// columns are as wide as the widest figure needs, so every figure shows whole, never clipped; while
// loading, the cards' placeholders size them, so nothing moves when the figures arrive.
export function KpiStrip({
  label,
  cards,
  loading = false,
}: {
  label: string;
  cards: KpiCard[];
  loading?: boolean;
}) {
  const listRef = useRef<HTMLUListElement | null>(null);
  useFigureWidth(listRef, `${loading}:${cards.map((card) => card.id).join(',')}`, setColumnWidth);
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      aria-busy={loading || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 2,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, var(${KPI_COLUMN_WIDTH}, ${KPI_CARD_MIN_WIDTH}px)), 1fr))`,
      }}
    >
      {cards.map((card) => (
        <Box component="li" key={card.id}>
          <Paper
            variant="outlined"
            sx={{ height: '100%', borderColor: card.active ? 'primary.main' : undefined }}
          >
            {card.href ? (
              <CardActionArea
                component={NextLink}
                href={card.href}
                shallow
                scroll={false}
                aria-current={card.active ? 'true' : undefined}
                sx={{ height: '100%' }}
              >
                <CardBody card={card} loading={loading} />
              </CardActionArea>
            ) : (
              <CardBody card={card} loading={loading} />
            )}
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
