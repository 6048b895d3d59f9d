import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useCreateProject } from '@/api/internal-projects/internal-project.mutations';
import { PROJECT_STATUSES, projectStatusLabel } from '@/api/internal-projects/internal-project.schemas';
import {
  NEW_PROJECT_FIELDS,
  newProjectFormSchema,
  PROJECT_DESCRIPTION_MAX,
  type NewProjectForm,
} from '@/api/internal-projects/new-project.schemas';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { useCan } from '@/api/use-can';
import { CurrencySelect } from '@/components/form/currency-select';
import { DateRangeField } from '@/components/form/date-range-field';
import { FileField } from '@/components/form/file-field';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { ReferenceSelect } from '@/components/form/reference-select';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { PageHeader } from '@/components/layout/page-header';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_DESCRIPTION, ATTACHMENT_TYPES } from '@/lib/attachments';
import { PERMISSIONS } from '@/lib/permissions';
import { projectTabHref } from '../project-tabs';
import { ProjectClientField } from './project-client-field';
import { ProjectTitleField } from './project-title-field';

const PROJECTS_HREF = '/projects';
export const PROJECT_CREATED_MESSAGE = 'Project created';

const EMPTY: NewProjectForm = {
  title: '',
  client: '',
  status: 'upcoming',
  currency: '',
  project_manager_id: null,
  start_date: '',
  end_date: '',
  description: '',
  contract: null,
};

// /projects/new: a page, not a dialog, so a long description and a contract have room; leaving with
// unsaved changes asks first. Saved, the new project opens.
function NewProjectFormView() {
  const router = useRouter();
  const createProject = useCreateProject();
  const { currency, currencies } = useCurrencies();
  const managers = useProjectManagers();
  const form = useForm<NewProjectForm>({ resolver: zodResolver(newProjectFormSchema), defaultValues: EMPTY });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  // The company currency is the default once the config is known (as a default: nothing is typed yet).
  useEffect(() => {
    if (currency && form.getValues('currency') === '')
      form.resetField('currency', { defaultValue: currency });
  }, [currency, form]);

  // Created, the new project opens; the form stays busy until it has.
  const submit = usePageFormSubmit(form, {
    save: (values) => createProject.mutateAsync(values),
    fields: NEW_PROJECT_FIELDS,
    savedMessage: PROJECT_CREATED_MESSAGE,
    onSaved: ({ id }) => {
      leaveGuard.allowNext();
      return router.push(projectTabHref(id));
    },
  });
  const { saving } = submit;

  return (
    <Box
      component="form"
      onSubmit={submit.onSubmit}
      noValidate
      aria-label="New project"
      sx={{ maxWidth: 880 }}
    >
      <FormError message={submit.error} />
      <Stack spacing={3}>
        <ProjectTitleField control={form.control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ProjectClientField control={form.control} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ReferenceSelect
              control={form.control}
              name="project_manager_id"
              label="Project manager"
              list={managers}
            />
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                fullWidth
                label="Status"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {PROJECT_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {projectStatusLabel(status)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <CurrencySelect
            control={form.control}
            name="currency"
            label="Currency"
            required
            currencies={currencies.length > 0 ? currencies : undefined}
            helperText="Terms, invoices and figures of the project are in this currency."
          />
        </Stack>
        <DateRangeField
          control={form.control}
          startName="start_date"
          endName="end_date"
          required
          endRequired={false}
          endHelperText="Leave empty while the end is open."
        />
        <FormTextField
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROJECT_DESCRIPTION_MAX } }}
        />
        <Controller
          control={form.control}
          name="contract"
          render={({ field, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
                Contract
              </Box>
              <FileField
                label="Contract"
                buttonLabel="Choose contract"
                accept={ATTACHMENT_TYPES}
                typeDescription={ATTACHMENT_TYPE_DESCRIPTION}
                maxBytes={ATTACHMENT_MAX_BYTES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={saving}
              />
            </Box>
          )}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button component={NextLink} href={PROJECTS_HREF} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Create project
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

// Creating needs project::update; reading the projects does not.
export function NewProjectPage() {
  const can = useCan();
  return (
    <>
      <PageHeader
        title="New project"
        subtitle="Fields marked * are required. Terms are added once the project exists."
      />
      {can(PERMISSIONS.projectUpdate) ? (
        <NewProjectFormView />
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={NextLink} href={PROJECTS_HREF}>
              Back to projects
            </Button>
          }
        >
          You can see the projects, but creating one needs the permission to change projects.
        </Alert>
      )}
    </>
  );
}
