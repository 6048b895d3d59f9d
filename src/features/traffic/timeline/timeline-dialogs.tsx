import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { conflictItemsOf, type ConflictFixItem } from './conflict-items';
import { ConflictPanel } from './conflict-panel';
import type { QuickEditorProps } from './quick-editor-dialog';
import { TIMELINE_SHORTCUTS } from './timeline-shortcuts';
import type { TimelineDialogState } from './use-timeline-dialogs';
import type { useTimelineEdits } from './use-timeline-edits';
import type { TimelineModel } from './use-timeline-model';

// The editor brings the date pickers: loaded when first opened.
const QuickEditorDialog = dynamic<QuickEditorProps>(() =>
  import('./quick-editor-dialog').then((module) => module.QuickEditorDialog),
);
const ShortcutSheet = dynamic<ShortcutSheetProps>(() =>
  import('@/components/list/shortcut-sheet').then((module) => module.ShortcutSheet),
);

type Props = {
  dialogs: TimelineDialogState;
  model: TimelineModel;
  save: ReturnType<typeof useTimelineEdits>['save'];
  editable: boolean;
  withTentative: boolean;
  projects: QuickEditorProps['projects'];
};

// The timeline's dialogs: the conflict panel with its fixes, the quick editor and the key sheet.
export function TimelineDialogs({ dialogs, model, save, editable, withTentative, projects }: Props) {
  const { panelOpen, editor } = dialogs;
  const conflictItems = useMemo(
    () => (panelOpen ? conflictItemsOf(model, withTentative) : []),
    // The model's parts the items read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panelOpen, model.conflictsByUser, model.rowsById, model.loads, withTentative],
  );
  const onFix = (fix: ConflictFixItem) => void save(fix.batch, fix.history);

  return (
    <>
      <ConflictPanel
        open={panelOpen}
        items={conflictItems}
        editable={editable}
        busy={model.history.saving}
        onFix={onFix}
        onClose={dialogs.closePanel}
      />
      {editor ? (
        <QuickEditorDialog target={editor} projects={projects} onSave={save} onClose={dialogs.closeEditor} />
      ) : null}
      {dialogs.sheetOpen ? (
        <ShortcutSheet title="Timeline keys" shortcuts={TIMELINE_SHORTCUTS} onClose={dialogs.closeSheet} />
      ) : null}
    </>
  );
}
