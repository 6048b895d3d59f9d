// Permission strings the client checks. The API owns the full list; these are the ones screens ask about
// (docs/api.md, "Permissions"; docs/openapi.json, x-permissions).
export const PERMISSIONS = {
  employeeView: 'employee::view',
  employeeCreate: 'employee::create',
  employeeUpdate: 'employee::update',
  employeeDelete: 'employee::delete',
  userImpersonate: 'user::impersonate',
  timeOffManage: 'time-off::manage',
  recruitmentView: 'recruitment::view',
  trafficView: 'traffic::view',
  invoiceView: 'invoice::view',
  invoiceUpdate: 'invoice::update',
  invoiceApprove: 'invoice::approve',
  projectView: 'project::view',
  projectUpdate: 'project::update',
  budgetView: 'budget::view',
  budgetManage: 'budget::manage',
  reportView: 'report::view',
  reportSalary: 'report::salary',
  settingsManage: 'settings::manage',
  integrationManage: 'integration::manage',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSIONS);

// One permission, or a list of which any one will do (a screen whose tabs need different ones).
export type PermissionNeed = Permission | readonly Permission[];

// What each permission opens in the client, for docs/api.md and the contract.
export const PERMISSION_USES: Record<Permission, string> = {
  'employee::view': "the employees directory and other people's profiles, CVs and their history",
  'employee::create': 'Add employee',
  'employee::update': 'editing a profile (while its stage is pre-offer or empty), availability',
  'employee::delete': 'deleting employees in bulk',
  'user::impersonate': 'Impersonate a user',
  'time-off::manage': 'time-off rules and managing time off',
  'recruitment::view': 'recruitment (active and rejected)',
  'traffic::view': 'traffic (table and timeline)',
  'invoice::view': 'invoices',
  'invoice::update': 'changing invoices',
  'invoice::approve': 'approving and rejecting invoices',
  'project::view': 'internal projects',
  'project::update': 'changing internal projects',
  'budget::view': 'budget',
  'budget::manage': 'changing the budget: cells, versions, rows (proposed)',
  'report::view': 'the profitability and income reports',
  'report::salary': "the salary report; the budget's salary row per department (proposed)",
  'settings::manage': 'settings: organisation data, holidays, currencies, company details, rate cards',
  'integration::manage': 'settings: integrations (Google, Slack, MoneyBird)',
};

// A deployment whose API names permissions differently maps ours to its own:
// NEXT_PUBLIC_PERMISSION_MAP='employee::view=staff.read,employee::update=staff.write|staff.admin'.
// A mapped permission is granted by any of its deployment names (and no longer by ours); the others
// keep their names.
export type PermissionMap = Partial<Record<Permission, readonly string[]>>;

export type ParsedPermissionMap = { map: PermissionMap; problems: string[] };

const isPermission = (name: string): name is Permission => (ALL_PERMISSIONS as string[]).includes(name);

export function parsePermissionMap(text: string | undefined): ParsedPermissionMap {
  const map: Record<string, string[]> = {};
  const problems: string[] = [];
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [ours, theirs, ...rest] = trimmed.split('=').map((part) => part.trim());
    const names = (theirs ?? '')
      .split('|')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!ours || names.length === 0 || rest.length > 0) {
      problems.push(`"${trimmed}" is not <our permission>=<their name>[|<another>]`);
    } else if (!isPermission(ours)) {
      problems.push(`"${ours}" is not a permission the client checks (${ALL_PERMISSIONS.join(', ')})`);
    } else if (map[ours]) {
      problems.push(`"${ours}" is mapped twice`);
    } else {
      map[ours] = names;
    }
  }
  return { map: map as PermissionMap, problems };
}

// The names that grant a permission in this deployment.
export function grantingNames(permission: Permission, map: PermissionMap): readonly string[] {
  return map[permission] ?? [permission];
}
