import { PERMISSIONS, type Permission } from './permissions';

// What a permission lets a person do, in the words of the screens it opens.
export const PERMISSION_LABELS: Record<Permission, string> = {
  [PERMISSIONS.employeeView]: 'See employees and their profiles',
  [PERMISSIONS.employeeCreate]: 'Add employees',
  [PERMISSIONS.employeeUpdate]: 'Edit employees and their profiles',
  [PERMISSIONS.employeeDelete]: 'Archive and delete employees',
  [PERMISSIONS.userImpersonate]: 'Sign in as another user',
  [PERMISSIONS.timeOffManage]: 'Manage time off',
  [PERMISSIONS.recruitmentView]: 'See recruitment',
  [PERMISSIONS.trafficView]: 'See traffic planning',
  [PERMISSIONS.invoiceView]: 'See invoices',
  [PERMISSIONS.invoiceUpdate]: 'Create and edit invoices',
  [PERMISSIONS.invoiceApprove]: 'Approve and reject invoices',
  [PERMISSIONS.projectView]: 'See internal projects',
  [PERMISSIONS.projectUpdate]: 'Create and edit internal projects',
  [PERMISSIONS.budgetView]: 'See the budget',
  [PERMISSIONS.budgetManage]: 'Edit the budget',
  [PERMISSIONS.reportView]: 'See the income and profitability reports',
  [PERMISSIONS.reportSalary]: 'See salaries',
  [PERMISSIONS.settingsManage]: 'Manage settings',
  [PERMISSIONS.integrationManage]: 'Manage integrations',
};

// A permission the client does not know is shown as the server names it.
export const permissionLabel = (permission: string): string =>
  (PERMISSION_LABELS as Record<string, string>)[permission] ?? permission;
