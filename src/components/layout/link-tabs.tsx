import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

export type LinkTab = { slug: string; label: string; href: string };

const tabId = (idPrefix: string, slug: string) => `${idPrefix}-tab-${slug}`;
const panelId = (idPrefix: string, slug: string) => `${idPrefix}-panel-${slug}`;

// Tabs that are links (each tab its own address, reloadable and shareable), scrolling when they do not
// fit; `value` false when the open address is none of them.
export function LinkTabs({
  label,
  idPrefix,
  tabs,
  value,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly LinkTab[];
  value: string | false;
}) {
  return (
    <Tabs value={value} aria-label={label} variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
      {tabs.map(({ slug, label: tabLabel, href }) => (
        <Tab
          key={slug}
          value={slug}
          label={tabLabel}
          id={tabId(idPrefix, slug)}
          aria-controls={panelId(idPrefix, slug)}
          component={NextLink}
          href={href}
        />
      ))}
    </Tabs>
  );
}

// The open tab's content, named by its tab.
export function LinkTabPanel({
  idPrefix,
  slug,
  children,
}: {
  idPrefix: string;
  slug: string;
  children: ReactNode;
}) {
  return (
    <Box role="tabpanel" id={panelId(idPrefix, slug)} aria-labelledby={tabId(idPrefix, slug)}>
      {children}
    </Box>
  );
}
