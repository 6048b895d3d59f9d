import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useState } from 'react';

// The panel loads when first opened: most page views never need it.
const HelpPanel = dynamic(() => import('./help-panel').then((m) => m.HelpPanel), { ssr: false });

export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label="Help"
        title="Help"
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <HelpOutline />
      </IconButton>
      {anchor ? <HelpPanel anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
