import { REPORT_GROUPS } from '@/api/reports/report.schemas';
import type { SelectOption } from '@/components/form/select-field';
import type { ListDefaults } from '@/lib/list-params';
import { reportDefaults, type ReportFilters } from './report-params';

// What differs between the three reports drawn by the one ReportScreen (finance.md §4): their words,
// their groupings, what a row adds.

export type ReportKindName = 'income' | 'profitability' | 'salary';

export type ReportKindConfig = {
  kind: ReportKindName;
  title: string;
  // The grid's name and the CSV file's stem.
  gridLabel: string;
  fileStem: string;
  labels: { forecast: string; actual: string };
  groups: readonly SelectOption[];
  // Income lists the ended months no invoice covers.
  missingInvoices: boolean;
  emptyHint: string;
  defaults: ListDefaults<ReportFilters>;
};

const GROUP_LABELS: Record<string, string> = {
  project: 'Projects',
  client: 'Clients',
  pm: 'Project managers',
  person: 'People',
  department: 'Departments',
};

const groupsOf = (codes: readonly string[]): SelectOption[] =>
  codes.map((value) => ({ value, label: GROUP_LABELS[value] ?? value }));

const THIS_YEAR = new Date().getFullYear();

// The groupings the screens offer: the API's (the salary report's by person only).
const PROJECT_GROUPS = REPORT_GROUPS.income;
const PEOPLE_GROUPS = ['person'] as const satisfies readonly (typeof REPORT_GROUPS.salary)[number][];

export const REPORT_KINDS: Record<ReportKindName, ReportKindConfig> = {
  income: {
    kind: 'income',
    title: 'Income report',
    gridLabel: 'Income by period',
    fileStem: 'income-report',
    labels: { forecast: 'Forecast', actual: 'Actual' },
    groups: groupsOf(PROJECT_GROUPS),
    missingInvoices: true,
    emptyHint: 'projects need terms',
    defaults: reportDefaults('project', THIS_YEAR),
  },
  profitability: {
    kind: 'profitability',
    title: 'Profitability report',
    gridLabel: 'Profitability by period',
    fileStem: 'profitability-report',
    labels: { forecast: 'Forecast', actual: 'Actual' },
    groups: groupsOf(PROJECT_GROUPS),
    missingInvoices: false,
    emptyHint: 'projects need terms',
    defaults: reportDefaults('project', THIS_YEAR),
  },
  salary: {
    kind: 'salary',
    title: 'Salary report',
    gridLabel: 'Salaries by period',
    fileStem: 'salary-report',
    labels: { forecast: 'Contract salary', actual: 'Paid' },
    groups: groupsOf(PEOPLE_GROUPS),
    missingInvoices: false,
    emptyHint: 'people need contracts with a salary',
    defaults: reportDefaults('person', THIS_YEAR),
  },
};
