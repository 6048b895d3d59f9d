import { useAddBudgetRow, useReviseBudget } from '@/api/budget/budget.mutations';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { AddRowDialog as AddRowDialogView } from './add-row-dialog';
import type { CellPlace } from '../grid/budget-grid-context';
import type { SpreadDialog as SpreadDialogView } from './spread-dialog';
import type { BudgetScreen } from '../use-budget-screen';

// The forms (react-hook-form, their schemas) load when opened, not with the grid.
const SpreadDialog = dynamic<ComponentProps<typeof SpreadDialogView>>(() =>
  import('./spread-dialog').then((module) => module.SpreadDialog),
);
const AddRowDialog = dynamic<ComponentProps<typeof AddRowDialogView>>(() =>
  import('./add-row-dialog').then((module) => module.AddRowDialog),
);

// "Rev 1", "Rev 2"…: the first name the year does not use yet.
function nextVersionName(names: readonly string[]): string {
  for (let number = 1; ; number += 1) {
    const name = `Rev ${number}`;
    if (!names.includes(name)) return name;
  }
}

// The dialogs the actions bar opens: Spread a yearly amount, Add an overhead row, Revise.
export function BudgetDialogs({
  screen,
  active,
  onVersionChange,
}: {
  screen: BudgetScreen;
  active: CellPlace | null;
  onVersionChange: (versionId: number | null) => void;
}) {
  const { dialog, setDialog, budget, version, year, editableRows, holidayDates, edits } = screen;
  const revise = useReviseBudget();
  const addRow = useAddBudgetRow();
  const currency = screen.currency ?? screen.rowCurrencies[0];
  const activeRow = active ? editableRows.find((row) => row.id === active.rowId) : undefined;
  const close = () => setDialog(null);
  const nextName = nextVersionName((budget?.versions ?? []).map((item) => item.name));
  return (
    <>
      {dialog === 'spread' && budget ? (
        <SpreadDialog
          year={year}
          rows={editableRows}
          initialRowId={activeRow?.id ?? null}
          holidayDates={holidayDates}
          onApply={(cells) => edits.apply(cells)}
          onClose={close}
        />
      ) : null}
      {dialog === 'add-row' && version ? (
        <AddRowDialog
          currency={currency ?? 'EUR'}
          onSave={(values) =>
            addRow.mutateAsync({
              year,
              versionId: version.id,
              kind: 'cost',
              group: 'Overhead',
              title: values.title,
              currency: values.currency,
            })
          }
          onClose={close}
        />
      ) : null}
      {version ? (
        <ConfirmDialog
          open={dialog === 'revise'}
          title={`Revise ${version.name}?`}
          description={`${version.name} becomes locked and read-only; a copy, ${nextName}, is the draft you go on editing.`}
          confirmLabel="Revise"
          busy={revise.isPending}
          onConfirm={() =>
            revise.mutate(
              { year, fromVersionId: version.id, name: nextName },
              {
                onSuccess: (next) => {
                  setDialog(null);
                  onVersionChange(next.version?.id ?? null);
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
    </>
  );
}
