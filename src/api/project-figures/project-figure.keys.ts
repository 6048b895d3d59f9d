import { sessionScope } from '../session';

export type RevenueParams = { from?: string; to?: string; initial: boolean };

// Everything under one project's key, so a change to its terms or invoices can refresh all its figures
// with one invalidation: queryClient.invalidateQueries({ queryKey: projectFigureKeys.project(id) }).
export const projectFigureKeys = {
  all: () => [...sessionScope(), 'project-figures'] as const,
  project: (id: number) => [...projectFigureKeys.all(), id] as const,
  dashboard: (id: number) => [...projectFigureKeys.project(id), 'dashboard'] as const,
  totals: (id: number) => [...projectFigureKeys.project(id), 'totals'] as const,
  invoiceFinances: (id: number) => [...projectFigureKeys.project(id), 'invoice-finances'] as const,
  revenue: (id: number, params: RevenueParams) =>
    [...projectFigureKeys.project(id), 'revenue', params] as const,
  reportRow: (id: number, year: number) => [...projectFigureKeys.project(id), 'report-row', year] as const,
};
