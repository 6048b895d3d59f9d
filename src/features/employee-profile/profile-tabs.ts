// The profile's sections; each is a path segment, so every tab can be linked and reloaded.
export const PROFILE_TABS = [
  {
    slug: 'overview',
    label: 'Overview',
    summary: 'Personal information, employment details, avatar and brief intro.',
  },
  {
    slug: 'career',
    label: 'Career history',
    summary: 'Positions held over time, with their history and projects after a date.',
  },
  {
    slug: 'skills',
    label: 'Skills',
    summary: 'Skills with proficiency (Aware to Expert) and competency (Basic to Expert).',
  },
  { slug: 'languages', label: 'Languages', summary: 'Languages with levels and certificates.' },
  {
    slug: 'education',
    label: 'Education',
    summary: 'Degrees (Bachelor, Masters, Phd), experiences and industries.',
  },
  {
    slug: 'courses',
    label: 'Courses & achievements',
    summary: 'Courses and achievements with their attachments.',
  },
  { slug: 'projects', label: 'Projects', summary: 'Projects the person worked on.' },
  {
    slug: 'cvs',
    label: 'CVs',
    summary: 'CVs and their variants: create, rename, duplicate, preview by link, download and enhance.',
  },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTabOf(segment: string | undefined): ProfileTab | undefined {
  return PROFILE_TABS.find((tab) => tab.slug === (segment ?? 'overview'));
}
