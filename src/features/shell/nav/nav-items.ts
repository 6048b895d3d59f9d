import { PERMISSIONS, type PermissionNeed } from '@/lib/permissions';

export type NavItem = { label: string; href: string; permission?: PermissionNeed; match?: string };
export type NavGroup = { label: string; items: NavItem[] };

// Every screen of SPEC §2, grouped the way HR, staffing and finance people look for them.
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'People',
    items: [
      { label: 'Employees', href: '/employees', permission: PERMISSIONS.employeeView, match: '/employee' },
      { label: 'Add employee', href: '/add-employee', permission: PERMISSIONS.employeeCreate },
      { label: 'Time offs', href: '/time-offs' },
      {
        label: 'Active recruitment',
        href: '/admin/recruitment/active',
        permission: PERMISSIONS.recruitmentView,
      },
      {
        label: 'Rejected candidates',
        href: '/admin/recruitment/rejected',
        permission: PERMISSIONS.recruitmentView,
      },
    ],
  },
  {
    label: 'Planning',
    items: [
      { label: 'Traffic table', href: '/traffic/table-view', permission: PERMISSIONS.trafficView },
      { label: 'Traffic timeline', href: '/traffic/timeline-view', permission: PERMISSIONS.trafficView },
      { label: 'Projects', href: '/projects', permission: PERMISSIONS.projectView },
    ],
  },
  {
    label: 'Finance',
    items: [
      { label: 'Invoices', href: '/invoices', permission: PERMISSIONS.invoiceView },
      { label: 'Budget', href: '/budget', permission: PERMISSIONS.budgetView },
      { label: 'Profitability', href: '/reports/profitability', permission: PERMISSIONS.reportView },
      { label: 'Salary', href: '/reports/salary', permission: PERMISSIONS.reportSalary },
      { label: 'Income', href: '/reports/income', permission: PERMISSIONS.reportView },
    ],
  },
  {
    label: 'Administration',
    items: [
      {
        label: 'Settings',
        href: '/settings',
        permission: [PERMISSIONS.settingsManage, PERMISSIONS.integrationManage],
      },
      { label: 'Diagnostics', href: '/test' },
    ],
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.split('?')[0] ?? '';
  if (path === item.href || path.startsWith(`${item.href}/`)) return true;
  return item.match !== undefined && (path === item.match || path.startsWith(`${item.match}/`));
}
