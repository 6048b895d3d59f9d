import { PERMISSIONS, type Permission } from '@/lib/permissions';

// The settings sections, each at /settings?tab=<slug>, each with the permission it needs.
export const SETTINGS_TABS = [
  { slug: 'organisation-data', label: 'Organisation data', permission: PERMISSIONS.settingsManage },
  { slug: 'holidays', label: 'Public holidays', permission: PERMISSIONS.settingsManage },
  { slug: 'time-off', label: 'Time-off rules', permission: PERMISSIONS.settingsManage },
  { slug: 'currencies', label: 'Currencies', permission: PERMISSIONS.settingsManage },
  { slug: 'company', label: 'Company details', permission: PERMISSIONS.settingsManage },
  { slug: 'rate-cards', label: 'Rate cards', permission: PERMISSIONS.settingsManage },
  { slug: 'vats', label: 'VATs', permission: PERMISSIONS.settingsManage },
  { slug: 'integrations', label: 'Integrations', permission: PERMISSIONS.integrationManage },
] as const satisfies readonly { slug: string; label: string; permission: Permission }[];
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsTabSlug = SettingsTab['slug'];

// Any tab's permission opens the screen; each tab checks its own.
export const SETTINGS_PERMISSIONS: readonly Permission[] = [
  ...new Set(SETTINGS_TABS.map((tab) => tab.permission)),
];

export const settingsTabHref = (slug: SettingsTabSlug): string => `/settings?tab=${slug}`;

// No tab named: the first one the user may open. A tab that does not exist is null (the page says so).
export function settingsTabOf(
  query: string | string[] | undefined,
  allowed: (permission: Permission) => boolean,
): SettingsTab | null {
  if (query === undefined) return SETTINGS_TABS.find((tab) => allowed(tab.permission)) ?? SETTINGS_TABS[0];
  return SETTINGS_TABS.find((tab) => tab.slug === query) ?? null;
}
