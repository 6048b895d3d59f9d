import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { saveBlob } from '@/components/download/save-blob';
import { budgetCsv } from '@/lib/budget-csv';
import type { BudgetGridRow, BudgetView } from '@/lib/budget-rows';

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
    <Button
      startIcon={<Download />}
      disabled={rows.length === 0}
      onClick={() =>
        saveBlob(new Blob([budgetCsv(rows, view)], { type: 'text/csv;charset=utf-8' }), fileName)
      }
    >
      Export CSV
    </Button>
  );
}
