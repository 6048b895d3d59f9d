import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export type SelectionBannerProps = {
  // Rows on this page, and how many of them are selected.
  pageRows: number;
  pageSelected: number;
  // Selected across every page.
  selected: number;
  // Rows matching the filters on every page.
  total: number;
  // Asks the screen for every matching id; absent: the banner offers no "select all".
  onSelectAllMatching?: () => Promise<void>;
  onClear: () => void;
  notice: string | null;
};

const count = (n: number) => n.toLocaleString('en');

// What is selected beyond this page, and the step to all rows matching the filters (Gmail's model).
export function SelectionBanner({
  pageRows,
  pageSelected,
  selected,
  total,
  onSelectAllMatching,
  onClear,
  notice,
}: SelectionBannerProps) {
  const [busy, setBusy] = useState(false);
  if (selected === 0 && !notice) return null;

  let text: string;
  let offerAll = false;
  if (selected === 0) text = notice ?? '';
  else if (selected >= total) text = `All ${count(total)} matching selected`;
  else if (pageSelected === pageRows && pageRows > 0) {
    text =
      selected === pageSelected
        ? `${count(pageSelected)} on this page selected`
        : `${count(pageSelected)} on this page selected · ${count(selected)} in all`;
    offerAll = onSelectAllMatching !== undefined;
  } else text = `${count(selected)} selected · ${count(pageSelected)} on this page`;

  const selectAll = async () => {
    if (!onSelectAllMatching) return;
    setBusy(true);
    try {
      await onSelectAllMatching();
    } catch {
      // The screen's query reports the failure; the selection stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: 2,
        py: 0.5,
        bgcolor: selected > 0 ? 'action.selected' : 'action.hover',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" role="status">
        {text}
      </Typography>
      {offerAll ? (
        <Button size="small" onClick={() => void selectAll()} disabled={busy}>
          {busy ? 'Selecting…' : `Select all ${count(total)} matching`}
        </Button>
      ) : null}
      {selected > 0 ? (
        <Button size="small" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </Box>
  );
}
