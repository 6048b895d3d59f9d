import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ItemUpdate } from '@/api/attached-items/attached-item.mutations';
import type { WithNewFiles } from '@/api/attached-items/attached-item.schemas';
import type { Media } from '@/api/media/media.schemas';
import { SectionPanel } from '@/components/layout/section-panel';
import { AttachedItemCard, type AttachedItemView } from './attached-item-card';
import { AttachedItemDialog, type ItemFieldSpec } from './attached-item-dialog';

type Item = { id: number; media: Media[] };

export type AttachedItemsSectionProps<T extends Item, Values extends FieldValues & WithNewFiles> = {
  userId: number;
  editable: boolean;
  items: readonly T[];
  // "Courses"; also names the list.
  title: string;
  // "course": "Add course", "Course saved", "the course “…”".
  noun: string;
  emptyTitle: string;
  emptyDescription: ReactNode;
  // "Completed".
  dateLabel: string;
  view: (item: T) => Omit<AttachedItemView, 'media'>;
  form: {
    resolver: Resolver<Values>;
    fields: readonly ItemFieldSpec[];
    // The form's values for an item, or empty ones for a new item (no new files either way).
    valuesOf: (item: T | null) => Values;
  };
  create: UseMutationResult<unknown, Error, Values>;
  update: UseMutationResult<unknown, Error, ItemUpdate<Values>>;
  remove: UseMutationResult<unknown, Error, readonly number[]>;
};

// What the dialog is open for: a new item, or the id of one (looked up afresh, so a file removed in
// the dialog disappears from it).
type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

// A profile tab of items with attachments (courses, achievements): a card per item, add and edit in a
// dialog, delete after asking; nothing to change when the profile is read-only.
export function AttachedItemsSection<T extends Item, Values extends FieldValues & WithNewFiles>({
  userId,
  editable,
  items,
  title,
  noun,
  emptyTitle,
  emptyDescription,
  dateLabel,
  view,
  form,
  create,
  update,
  remove,
}: AttachedItemsSectionProps<T, Values>) {
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing?.kind === 'edit' ? (items.find((item) => item.id === editing.id) ?? null) : null;
  const dialogOpen = editable && (editing?.kind === 'new' || edited !== null);
  const Noun = capitalised(noun);

  const save = async (values: Values) => {
    if (edited) await update.mutateAsync({ id: edited.id, input: values });
    else await create.mutateAsync(values);
    enqueueSnackbar(`${Noun} saved`, { variant: 'success' });
  };

  return (
    <>
      <SectionPanel
        title={title}
        editable={editable}
        addLabel={`Add ${noun}`}
        onAdd={() => setEditing({ kind: 'new' })}
        isEmpty={items.length === 0}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      >
        <Stack component="ul" spacing={2} aria-label={title} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>
              <AttachedItemCard
                {...view(item)}
                media={item.media}
                dateLabel={dateLabel}
                noun={noun}
                userId={userId}
                editable={editable}
                onEdit={() => setEditing({ kind: 'edit', id: item.id })}
                onDelete={() =>
                  remove
                    .mutateAsync([item.id])
                    .then(() => enqueueSnackbar(`${Noun} deleted`, { variant: 'success' }))
                }
              />
            </li>
          ))}
        </Stack>
      </SectionPanel>
      {dialogOpen ? (
        <AttachedItemDialog
          key={edited?.id ?? 'new'}
          title={edited ? `Edit ${view(edited).heading}` : `Add ${noun}`}
          resolver={form.resolver}
          defaultValues={form.valuesOf(edited)}
          fields={form.fields}
          attached={edited?.media ?? []}
          itemName={edited ? view(edited).heading : `the new ${noun}`}
          userId={userId}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
    </>
  );
}
