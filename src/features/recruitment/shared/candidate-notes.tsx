import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAddCandidateNote } from '@/api/recruitment/recruitment.mutations';
import { useCandidateNotes } from '@/api/recruitment/recruitment.queries';
import { QueryStates } from '@/components/feedback/query-states';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { DrawerSection } from '@/components/layout/drawer-section';
import { noteFormSchema, type NoteForm } from '@/api/recruitment/candidate-forms.schemas';

const ratingLabel = (value: number) => `${value} of 5`;
const EMPTY: NoteForm = { body: '', rating: null };
const NOTE_FIELDS = ['body', 'rating'] as const;

// What people thought of the candidate, newest first, each with a rating of 1–5 or none; a new one below.
export function CandidateNotes({ id }: { id: number }) {
  const notes = useCandidateNotes(id);
  const newestFirst = [...(notes.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <DrawerSection title="Notes">
      {notes.data ? (
        newestFirst.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No notes yet.
          </Typography>
        ) : (
          <List dense aria-label="Notes">
            {newestFirst.map((note) => (
              <ListItem key={note.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.body}</span>}
                  secondary={
                    <>
                      {note.author?.name ?? 'Someone'}, {format(parseISO(note.created_at), 'd MMM yyyy')}
                      {note.rating === null ? null : (
                        <Rating
                          component="span"
                          value={note.rating}
                          readOnly
                          size="small"
                          getLabelText={(value) => `Rated ${ratingLabel(value)}`}
                          sx={{ display: 'flex', mt: 0.5 }}
                        />
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )
      ) : (
        <QueryStates
          query={notes}
          loadingLabel="Loading the notes"
          errorMessage="The notes could not be loaded."
        />
      )}
      <NoteForm id={id} />
    </DrawerSection>
  );
}

function NoteForm({ id }: { id: number }) {
  const add = useAddCandidateNote();
  const legendId = useId();
  const form = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: EMPTY });
  // Added, the form empties for the next note; the list above shows the new one.
  const submit = usePageFormSubmit(form, {
    save: (values) => add.mutateAsync({ id, body: values.body, rating: values.rating }),
    fields: NOTE_FIELDS,
    onSaved: () => form.reset(EMPTY),
  });
  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit} sx={{ mt: 2 }}>
      <FormError message={submit.error} />
      <Stack spacing={1.5}>
        <FormTextField control={form.control} name="body" label="New note" multiline minRows={2} fullWidth />
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={legendId}>
              <Typography component="legend" id={legendId} variant="body2" color="text.secondary">
                Rating (optional)
              </Typography>
              <Rating
                name={`candidate-${id}-rating`}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                getLabelText={ratingLabel}
                emptyLabelText="No rating"
              />
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Box>
          )}
        />
        <Box>
          <Button type="submit" variant="outlined" loading={submit.saving}>
            Add note
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
