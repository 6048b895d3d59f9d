// Permission strings the client checks. The API owns the full list; these are the ones screens ask about.
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
  reportView: 'report::view',
  settingsManage: 'settings::manage',
  integrationManage: 'integration::manage',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSIONS);

// One permission, or a list of which any one will do (a screen whose tabs need different ones).
export type PermissionNeed = Permission | readonly Permission[];
