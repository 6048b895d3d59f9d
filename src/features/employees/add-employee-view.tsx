import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { fieldsOf } from '@/api/common.schemas';
import { refusalMessageOf } from '@/api/refusal-text';
import { useCreateEmployee, useUploadAvatar } from '@/api/users/user-create.mutations';
import { newEmployeeSchema, type NewEmployee } from '@/api/users/user-create.schemas';
import { EMPLOYMENT_DETAILS_FIELDS } from '@/api/user-profile/employment-details.schemas';
import { PERSONAL_INFORMATION_FIELDS } from '@/api/user-profile/personal-information.schemas';
import { FormError } from '@/components/form/form-error';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { PageHeader } from '@/components/layout/page-header';
import { AddEmployeeAvatarField } from './add/add-employee-avatar-field';
import { AddEmployeeDraftNotice } from './add/add-employee-draft-notice';
import { AddEmployeeEmploymentSection } from './add/add-employee-employment-section';
import { AddEmployeePersonalSection } from './add/add-employee-personal-section';
import { emptyNewEmployee, readAddEmployeeDraft, useAddEmployeeDraft } from './add/use-add-employee-draft';
import { employeeProfileHref } from '@/lib/employee-links';

export const DRAFT_NOT_KEPT_MESSAGE =
  'This browser would not keep a draft of the form, so a reload would lose what you entered. Save the employee before leaving the page.';

// Every field a 422 answer may name; anything else goes to the message above the form. The two groups
// are named by their fields ('personal.phone'), never as a whole.
const FIELDS = [
  ...fieldsOf(newEmployeeSchema).filter((field) => field !== 'personal' && field !== 'employment'),
  ...PERSONAL_INFORMATION_FIELDS.map((field) => `personal.${field}` as const),
  ...EMPLOYMENT_DETAILS_FIELDS.map((field) => `employment.${field}` as const),
] as const satisfies readonly string[];

const EMPLOYEES_ROUTE = '/employees';

export function AddEmployeeForm() {
  const router = useRouter();
  const createEmployee = useCreateEmployee();
  const uploadAvatar = useUploadAvatar();
  const [initialDraft] = useState(readAddEmployeeDraft);
  const form = useForm<NewEmployee>({
    resolver: zodResolver(newEmployeeSchema),
    defaultValues: initialDraft?.values ?? emptyNewEmployee(),
  });
  const draft = useAddEmployeeDraft(form, initialDraft);
  const [avatar, setAvatar] = useState<File | null>(null);

  // The employee first, then the photo: a refused photo leaves the employee saved, with a warning.
  const createWithPhoto = async (values: NewEmployee) => {
    const { id } = await createEmployee.mutateAsync(values);
    draft.clear();
    if (avatar) {
      try {
        await uploadAvatar.mutateAsync({ id, file: avatar });
      } catch (error) {
        // The employee exists either way; the photo can be added on the profile.
        const reason = isApiError(error) && error.status === 422 ? ` ${refusalMessageOf(error)}` : '';
        enqueueSnackbar(`The photo could not be uploaded.${reason} You can add it on the profile.`, {
          variant: 'warning',
        });
      }
    }
    return id;
  };

  // A refused employee keeps every value as typed (a 422 at its fields); a saved one opens its profile,
  // the form busy until it has.
  const submit = usePageFormSubmit(form, {
    save: createWithPhoto,
    fields: FIELDS,
    savedMessage: 'Employee created',
    onSaved: (id) => router.push(employeeProfileHref(id)),
  });
  const { saving } = submit;

  return (
    <>
      <PageHeader
        title="Add employee"
        subtitle="Create a profile. Fields marked * are required; what you enter is kept as a draft until you save."
      />
      {draft.restored ? <AddEmployeeDraftNotice savedAt={draft.savedAt} onDiscard={draft.discard} /> : null}
      {draft.notKept ? (
        <Alert severity="warning" role="status" sx={{ mb: 3 }}>
          {DRAFT_NOT_KEPT_MESSAGE}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={submit.onSubmit} noValidate aria-label="Add employee">
        <FormError message={submit.error} />
        <Stack spacing={3}>
          <AddEmployeePersonalSection
            control={form.control}
            photo={
              <AddEmployeeAvatarField
                file={avatar}
                onChange={setAvatar}
                control={form.control}
                disabled={saving}
              />
            }
          />
          <AddEmployeeEmploymentSection control={form.control} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={NextLink} href={EMPLOYEES_ROUTE} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Save employee
            </Button>
          </Box>
        </Stack>
      </Box>
    </>
  );
}
