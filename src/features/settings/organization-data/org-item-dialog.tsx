import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { orgItemFormSchema, type OrgItemInput } from '@/api/org-data/org-data.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import type { OrgListConfig, OrgRowView } from './org-lists';

const FIELDS = ['name', 'parent_id'] as const;

type Props = {
  config: OrgListConfig;
  rows: readonly OrgRowView[];
  // Renames this item; without it, adds one.
  item?: OrgRowView;
  onClose: () => void;
};

// Add or rename an item; a 422 (blank, a name taken) shows at the field with what was typed kept.
export function OrgItemDialog({ config, rows, item, onClose }: Props) {
  const create = config.mutations.useCreate();
  const rename = config.mutations.useRename();
  const form = useForm<OrgItemInput>({
    resolver: zodResolver(orgItemFormSchema),
    defaultValues: { name: item?.name ?? '', parent_id: '' },
  });
  const dialog = useFormDialogSubmit(form, {
    save: ({ name, parent_id }) =>
      item
        ? rename.mutateAsync({ id: item.id, name })
        : create.mutateAsync(
            config.tree ? { name, parent_id: parent_id === '' ? null : Number(parent_id) } : { name },
          ),
    fields: FIELDS,
    savedMessage: ({ name }) => (item ? `${item.name} renamed to ${name}` : `${name} added`),
    onClose,
  });
  return (
    <FormDialog
      open
      title={item ? `Rename ${item.name}` : `Add ${config.singular}`}
      submitLabel={item ? 'Rename' : 'Add'}
      {...dialog}
    >
      <FormTextField control={form.control} name="name" label="Name" required fullWidth autoFocus />
      {config.tree && !item ? (
        <FormTextField control={form.control} name="parent_id" label="Under" select fullWidth>
          <MenuItem value="">Nothing (top level)</MenuItem>
          {rows.map((row) => (
            <MenuItem key={row.id} value={String(row.id)} sx={{ pl: 2 + (row.depth ?? 0) * 2 }}>
              {row.name}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
    </FormDialog>
  );
}
