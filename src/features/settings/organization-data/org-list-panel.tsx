import Box from '@mui/material/Box';
import { useState } from 'react';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';
import type { TreeMove } from '@/lib/org-tree-moves';
import { DeleteOrgItemDialog } from './delete-org-item-dialog';
import { OrgDragContext } from './org-drag-context';
import { OrgItemDialog } from './org-item-dialog';
import { OrgItemList } from './org-item-list';
import type { OrgListConfig, OrgRowView } from './org-lists';
import { useFocusAfterMove } from './use-focus-after-move';
import { visuallyHidden } from '@/components/layout/visually-hidden';

type OpenDialog =
  { kind: 'add' } | { kind: 'rename'; item: OrgRowView } | { kind: 'delete'; item: OrgRowView };

// One organisation list: its items in order, with add, rename, delete and keyboard moves.
export function OrgListPanel({ config }: { config: OrgListConfig }) {
  const list = config.useList();
  const reorder = config.mutations.useReorder();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Said to screen readers after a move, as a drag's announcement would.
  const [announcement, setAnnouncement] = useState('');
  const rows = list.data ?? [];
  const lower = config.title.toLowerCase();
  const close = () => setDialog(null);
  const { containerRef, focusAfterMove, forget } = useFocusAfterMove(list.data);
  const open = (next: OpenDialog) => {
    forget();
    setDialog(next);
  };

  // A drag says its own drop (dnd-kit's live region); a button's move is said here.
  const move = (item: OrgRowView, to: TreeMove, focusOn: string[], said = false) => {
    if (!said) setAnnouncement(to.announcement);
    focusAfterMove([...focusOn, `Rename ${item.name}`]);
    reorder.mutate({
      id: item.id,
      new_order: to.new_order,
      ...(config.tree ? { parent_id: to.parent_id } : {}),
    });
  };

  return (
    <SectionPanel
      title={config.title}
      editable={list.isSuccess}
      addLabel={`Add ${config.singular}`}
      onAdd={() => open({ kind: 'add' })}
      isEmpty={list.isSuccess && rows.length === 0}
      emptyTitle={`No ${lower} yet`}
      emptyDescription={`Add the first ${config.singular}; it can be renamed or moved later.`}
    >
      <QueryStates
        query={list}
        loadingLabel={`Loading ${lower}`}
        errorMessage={`${config.title} could not be loaded.`}
        rows={3}
      />
      {list.isSuccess ? (
        <Box ref={containerRef}>
          <OrgDragContext
            id={`drag-${config.name}`}
            rows={rows}
            onMove={(item, to) => move(item, to, [`Drag ${item.name}`], true)}
          >
            <OrgItemList
              label={config.title}
              rows={rows}
              parentId={null}
              tree={config.tree}
              onMove={move}
              onRename={(item) => open({ kind: 'rename', item })}
              onDelete={(item) => open({ kind: 'delete', item })}
            />
          </OrgDragContext>
        </Box>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {dialog?.kind === 'add' ? <OrgItemDialog config={config} rows={rows} onClose={close} /> : null}
      {dialog?.kind === 'rename' ? (
        <OrgItemDialog config={config} rows={rows} item={dialog.item} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteOrgItemDialog config={config} rows={rows} item={dialog.item} onClose={close} />
      ) : null}
    </SectionPanel>
  );
}
