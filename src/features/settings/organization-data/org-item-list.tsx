import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import { useSortable, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { childrenOf, movesOf, type TreeMove } from '@/lib/org-tree-moves';
import type { OrgRowView } from './org-lists';

type Props = {
  label: string;
  rows: readonly OrgRowView[];
  parentId: number | null;
  tree: boolean;
  // With the buttons the focus should land on afterwards, first that exists and is enabled.
  onMove: (item: OrgRowView, to: TreeMove, focusOn: string[]) => void;
  onRename: (item: OrgRowView) => void;
  onDelete: (item: OrgRowView) => void;
};

// One level of the list; a seniority's grades are a list nested in its item, so they read as under it.
export function OrgItemList(props: Props) {
  const { label, rows, parentId } = props;
  const items = childrenOf(rows, parentId);
  return (
    <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, pl: parentId === null ? 0 : 4 }}
      >
        {items.map((item) => (
          <OrgItemRow key={item.id} {...props} item={item} />
        ))}
      </Box>
    </SortableContext>
  );
}

// An item with its drag handle and its buttons; a band carries its grades along when dragged.
function OrgItemRow({ item, rows, tree, onMove, onRename, onDelete }: Props & { item: OrgRowView }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const moves = movesOf(rows, item);
  const hasChildren = childrenOf(rows, item.id).length > 0;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 1 : 'auto', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          py: 0.25,
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: isDragging ? 2 : 0,
        }}
      >
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${item.name}`}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        <IconButton
          size="small"
          aria-label={`Move ${item.name} up`}
          disabled={!moves.up}
          onClick={() =>
            moves.up && onMove(item, moves.up, [`Move ${item.name} up`, `Move ${item.name} down`])
          }
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${item.name} down`}
          disabled={!moves.down}
          onClick={() =>
            moves.down && onMove(item, moves.down, [`Move ${item.name} down`, `Move ${item.name} up`])
          }
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        {tree && moves.under ? (
          <IconButton
            size="small"
            aria-label={`Move ${item.name} under ${moves.under.target.name}`}
            onClick={() =>
              moves.under &&
              onMove(item, moves.under, [`Move ${item.name} out of ${moves.under.target.name}`])
            }
          >
            <FormatIndentIncrease fontSize="small" />
          </IconButton>
        ) : null}
        {tree && moves.out ? (
          <IconButton
            size="small"
            aria-label={`Move ${item.name} out of ${moves.out.target.name}`}
            onClick={() =>
              moves.out && onMove(item, moves.out, [`Move ${item.name} under ${moves.out.target.name}`])
            }
          >
            <FormatIndentDecrease fontSize="small" />
          </IconButton>
        ) : null}
        <IconButton size="small" aria-label={`Rename ${item.name}`} onClick={() => onRename(item)}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      {tree && hasChildren ? (
        <OrgItemList
          label={`Under ${item.name}`}
          rows={rows}
          parentId={item.id}
          tree={tree}
          onMove={onMove}
          onRename={onRename}
          onDelete={onDelete}
        />
      ) : null}
    </Box>
  );
}
