import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, withFieldErrors } from '../api-error';
import { createUser, uploadAvatar, type NewUserBasics } from './user-create.api';
import { saveEmploymentDetails, savePersonalInformation } from '../user-profile/user-profile.api';
import { refreshPeople } from './profile-refresh';
import type { NewEmployee } from './user-create.schemas';
import { userKeys } from './user.keys';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// A 422 of a later step names its fields without the form's group: 'birth_date' is the form's
// 'personal.birth_date'. Other failures pass through unchanged.
export function prefixFieldErrors(error: unknown, prefix: string): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [`${prefix}.${field}`, messages]),
  );
  return withFieldErrors(error, fieldErrors);
}

async function step<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw prefixFieldErrors(error, prefix);
  }
}

const basicsOf = ({ first_name, last_name, email, role, title }: NewEmployee): NewUserBasics => ({
  first_name,
  last_name,
  email,
  role,
  title,
});

const sameBasics = (a: NewUserBasics, b: NewUserBasics) => JSON.stringify(a) === JSON.stringify(b);

// POST user, then user-personal-information/{id}, then user-employment-details/{id}; resolves { id }.
// A 422 of the first step keeps its keys (first_name, email…); of the second they become
// 'personal.<field>', of the third 'employment.<field>'. When a later step fails the person exists:
// submitting the same basics again continues with that person instead of creating another.
export function useCreateEmployee(options?: MutationHookOptions<{ id: number }, NewEmployee>) {
  const queryClient = useQueryClient();
  const created = useRef<{ basics: NewUserBasics; id: number } | null>(null);
  return useMutationWithOptions(
    {
      mutationFn: async (values: NewEmployee) => {
        const basics = basicsOf(values);
        const reuse =
          created.current && sameBasics(created.current.basics, basics) ? created.current.id : null;
        const id = reuse ?? (await createUser(basics)).id;
        created.current = { basics, id };
        await step('personal', () => savePersonalInformation(id, values.personal));
        await step('employment', () => saveEmploymentDetails(id, values.employment));
        created.current = null;
        return { id };
      },
      // Also after a failed later step: the person was created.
      onSettled: () => refreshPeople(queryClient),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type AvatarUpload = { id: number; file: Blob };

// 422 on `avatar` (type or size) goes to the form.
export function useUploadAvatar(options?: MutationHookOptions<{ id: number; avatar: string }, AvatarUpload>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, file }: AvatarUpload) => uploadAvatar(id, file).then((avatar) => ({ id, avatar })),
      onSuccess: ({ id }) =>
        Promise.all([
          refreshPeople(queryClient, { changed: [id] }),
          queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
