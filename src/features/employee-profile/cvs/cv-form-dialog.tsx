import { zodResolver } from '@hookform/resolvers/zod';
import AutoAwesome from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useEnhanceCvText } from '@/api/cvs/cv.mutations';
import {
  CV_FORM_FIELDS,
  CV_SECTION_KEYS,
  CV_SECTION_LABELS,
  CV_SUMMARY_MAX,
  cvFormSchema,
  isCvSectionKey,
  type Cv,
  type CvFormValues,
} from '@/api/cvs/cv.schemas';
import { EnhanceSuggestion } from '@/components/form/enhance-suggestion';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { VariantField } from './variant-field';

// What a new CV starts with: the person's intro as its summary and the sections most CVs show.
export const NEW_CV_SECTIONS: CvFormValues['sections'] = [
  'skills',
  'languages',
  'education',
  'experiences',
  'projects',
];

export function cvFormValues(cv: Cv | null, intro: string | null): CvFormValues {
  return {
    cv_name: cv?.cv_name ?? '',
    variant: cv?.variant ?? 'Standard',
    summary: cv ? cv.summary : (intro ?? ''),
    sections: cv ? cv.sections.filter(isCvSectionKey) : [...NEW_CV_SECTIONS],
  };
}

export type CvFormDialogProps = {
  // null: a new CV.
  cv: Cv | null;
  // The person's brief intro, a new CV's first summary.
  intro: string | null;
  onClose: () => void;
  // Resolves when saved; a failure is thrown back so the form keeps every value and shows a 422.
  onSave: (values: CvFormValues) => Promise<unknown>;
};

// Creates or edits a CV: name, variant, summary (with a suggested rewrite on request) and the profile
// sections it includes.
export function CvFormDialog({ cv, intro, onClose, onSave }: CvFormDialogProps) {
  const enhance = useEnhanceCvText();
  // The latest suggestion; it reaches the form only when accepted.
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const form = useForm<CvFormValues>({
    resolver: zodResolver(cvFormSchema),
    defaultValues: cvFormValues(cv, intro),
  });
  const summary = useWatch({ control: form.control, name: 'summary' });
  const saving = form.formState.isSubmitting;

  const suggest = async () => {
    setSuggestion(null);
    try {
      setSuggestion(await enhance.mutateAsync(cv ? { text: summary, cv_id: cv.id } : { text: summary }));
    } catch {
      // The error policy has shown the server's reason; the summary stays as it was.
    }
  };
  const accept = () => {
    if (suggestion === null) return;
    form.setValue('summary', suggestion, { shouldDirty: true, shouldValidate: true });
    setSuggestion(null);
  };

  // Anything but a 422 has been told by the error policy; the values stay either way.
  const dialog = useFormDialogSubmit(form, { save: onSave, fields: CV_FORM_FIELDS, onClose });

  return (
    <FormDialog
      open
      title={cv ? `Edit ${cv.cv_name}` : 'Create CV'}
      {...dialog}
      saving={saving || dialog.saving}
      submitLabel={cv ? 'Save' : 'Create CV'}
    >
      <FormTextField control={form.control} name="cv_name" label="CV name" required fullWidth autoFocus />
      <VariantField control={form.control} name="variant" />
      <FormTextField
        control={form.control}
        name="summary"
        label="Summary"
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        helperText={`${summary.length}/${CV_SUMMARY_MAX} characters. Opens the CV, under the name.`}
      />
      <Box>
        <Button
          startIcon={<AutoAwesome />}
          onClick={() => void suggest()}
          disabled={summary.trim() === '' || enhance.isPending || saving}
        >
          Suggest improvement
        </Button>
      </Box>
      <EnhanceSuggestion
        current={summary}
        suggestion={suggestion}
        loading={enhance.isPending}
        onAccept={accept}
        onReject={() => setSuggestion(null)}
      />
      <Controller
        control={form.control}
        name="sections"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">Sections to include</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {CV_SECTION_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  label={CV_SECTION_LABELS[key]}
                  control={
                    <Checkbox
                      checked={field.value.includes(key)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? CV_SECTION_KEYS.filter((each) => each === key || field.value.includes(each))
                            : field.value.filter((each) => each !== key),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {fieldState.error?.message ?? 'The profile sections the CV shows, in this order.'}
            </FormHelperText>
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
