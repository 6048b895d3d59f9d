import AutoAwesome from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRIEF_INTRO_MAX_LENGTH,
  briefIntroFormSchema,
  type BriefIntroInput,
} from '@/api/user-profile/brief-intro.schemas';
import { useEnhanceText, useSaveBriefIntro } from '@/api/user-profile/user-profile.mutations';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { EnhanceSuggestion } from '@/components/form/enhance-suggestion';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { OverviewCard } from './overview-card';

const FIELDS = ['brief_intro'] as const;

function BriefIntroDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const save = useSaveBriefIntro(person.id);
  const enhance = useEnhanceText(person.id);
  // The latest suggestion; it reaches the form only when accepted.
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const form = useForm<BriefIntroInput>({
    resolver: zodResolver(briefIntroFormSchema),
    defaultValues: { brief_intro: person.brief_intro ?? '' },
  });
  const text = useWatch({ control: form.control, name: 'brief_intro' });

  const suggest = async () => {
    setSuggestion(null);
    try {
      setSuggestion(await enhance.mutateAsync({ field: 'brief_intro', text }));
    } catch {
      // The error policy has shown the server's reason; the text stays as it was.
    }
  };
  const accept = () => {
    if (suggestion === null) return;
    form.setValue('brief_intro', suggestion, { shouldDirty: true, shouldValidate: true });
    setSuggestion(null);
  };

  const dialog = useFormDialogSubmit(form, {
    save: (values) => save.mutateAsync(values.brief_intro),
    fields: FIELDS,
    savedMessage: () => 'Brief intro saved',
    onClose,
  });

  return (
    <FormDialog open title="Edit brief intro" {...dialog}>
      <FormTextField
        control={form.control}
        name="brief_intro"
        label="Brief intro"
        multiline
        minRows={4}
        fullWidth
        helperText={`${text.length}/${BRIEF_INTRO_MAX_LENGTH} characters. A few sentences about who they are and what they do best.`}
      />
      <Box>
        <Button
          startIcon={<AutoAwesome />}
          onClick={() => void suggest()}
          disabled={text.trim() === '' || enhance.isPending || form.formState.isSubmitting}
        >
          Suggest improvement
        </Button>
      </Box>
      <EnhanceSuggestion
        current={text}
        suggestion={suggestion}
        loading={enhance.isPending}
        onAccept={accept}
        onReject={() => setSuggestion(null)}
      />
    </FormDialog>
  );
}

// A few sentences about the person, shown at the top of the overview (and used in CVs).
export function BriefIntroCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  return (
    <OverviewCard
      title="Brief intro"
      editable={editable}
      editLabel="Edit brief intro"
      editDialog={(onClose) => <BriefIntroDialog person={person} onClose={onClose} />}
    >
      {person.brief_intro ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {person.brief_intro}
        </Typography>
      ) : (
        <Typography color="text.secondary">No intro yet.</Typography>
      )}
    </OverviewCard>
  );
}
