import Button from '@mui/material/Button';
import type { BudgetGridRow, BudgetView } from '@/lib/budget-rows';

// The CSV writer and the saver load on the click: the budget needs neither to show. (No download icon
// either: that module shared with the reports split their first load into one more chunk, +0.6 kB.)
const saveCsv = async (rows: readonly BudgetGridRow[], view: BudgetView, fileName: string) => {
  const [{ budgetCsv }, { saveBlob }] = await Promise.all([
    import('@/lib/budget-csv'),
    import('@/components/download/save-blob'),
  ]);
  saveBlob(new Blob([budgetCsv(rows, view)], { type: 'text/csv;charset=utf-8' }), fileName);
};

// The budget as shown (the version, months or quarters, the currency chosen) as budget-2025-v2.csv.
export function BudgetExportButton({
  rows,
  view,
  year,
  versionName,
}: {
  rows: readonly BudgetGridRow[];
  view: BudgetView;
  year: number;
  versionName: string;
}) {
  const fileName = `budget-${year}-${versionName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
  return (
    <Button disabled={rows.length === 0} onClick={() => void saveCsv(rows, view, fileName)}>
      Export CSV
    </Button>
  );
}
