import { useState } from 'react';
import type { EditorTarget } from './quick-editor-dialog';

// Which of the timeline's dialogs is open: the quick editor (and on what), the conflict panel, the
// key sheet.
export function useTimelineDialogs() {
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  return {
    editor,
    openEditor: setEditor,
    closeEditor: () => setEditor(null),
    panelOpen,
    openPanel: () => setPanelOpen(true),
    closePanel: () => setPanelOpen(false),
    sheetOpen,
    openSheet: () => setSheetOpen(true),
    closeSheet: () => setSheetOpen(false),
  };
}

export type TimelineDialogState = ReturnType<typeof useTimelineDialogs>;
