import ViewColumn from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ColumnMenuPanelProps } from './column-menu-panel';

export type ColumnMenuItem = { id: string; label: string; visible: boolean; hideable: boolean };

// The panel loads when first opened: most visits never change the columns.
const ColumnMenuPanel = dynamic<ColumnMenuPanelProps>(() =>
  import('./column-menu-panel').then((module) => module.ColumnMenuPanel),
);

// Show, hide and order the columns with buttons, so it works from the keyboard and a screen reader.
export function ColumnMenu(props: Omit<ColumnMenuPanelProps, 'anchor' | 'onClose'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      {anchor ? <ColumnMenuPanel {...props} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
