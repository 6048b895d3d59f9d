import { positiveIdOf } from '@/lib/positive-id';

// A project's tabs, each a path segment (/projects/12, /projects/12/terms …), so every tab can be
// linked and reloaded; the overview has no segment of its own.
export const PROJECT_TABS = [
  { slug: 'overview', label: 'Overview' },
  { slug: 'terms', label: 'Terms' },
  { slug: 'invoices', label: 'Invoices' },
  { slug: 'revenue', label: 'Revenue' },
  { slug: 'reminders', label: 'Reminders' },
  { slug: 'admin', label: 'Administration' },
  { slug: 'classic', label: 'Classic view' },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export type ProjectTabSlug = ProjectTab['slug'];

export type ProjectRoute =
  { kind: 'new' } | { kind: 'project'; id: number; tab: ProjectTab } | { kind: 'none' };

// /projects/new creates; /projects/{id}[/{tab}] shows one; an unknown tab opens the overview (finance.md
// §2.2); anything else names nothing.
export function projectRouteOf(segments: string | string[] | undefined): ProjectRoute {
  const parts = typeof segments === 'string' ? [segments] : (segments ?? []);
  if (parts.length === 1 && parts[0] === 'new') return { kind: 'new' };
  const id = positiveIdOf(parts[0]);
  if (id === null || parts.length > 2) return { kind: 'none' };
  const tab = PROJECT_TABS.find((candidate) => candidate.slug === parts[1]) ?? PROJECT_TABS[0];
  return { kind: 'project', id, tab };
}

export const projectTabHref = (id: number, slug: ProjectTabSlug = 'overview'): string =>
  slug === 'overview' ? `/projects/${id}` : `/projects/${id}/${slug}`;
