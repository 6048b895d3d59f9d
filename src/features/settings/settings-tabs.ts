// The settings sections, each at /settings?tab=<slug>; only organisation data exists so far.
export const SETTINGS_TABS = [{ slug: 'organisation-data', label: 'Organisation data' }] as const;
export type SettingsTabSlug = (typeof SETTINGS_TABS)[number]['slug'];

export const settingsTabHref = (slug: SettingsTabSlug): string => `/settings?tab=${slug}`;

// No tab is the first one; a tab that does not exist is null (the page says so).
export function settingsTabOf(query: string | string[] | undefined): SettingsTabSlug | null {
  if (query === undefined) return SETTINGS_TABS[0].slug;
  return SETTINGS_TABS.find((tab) => tab.slug === query)?.slug ?? null;
}
