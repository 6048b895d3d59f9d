import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { UserSkill } from './user-skill.schemas';
import { addUserSkill, deleteUserSkill, updateUserSkill } from './user-skills.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// The person's skills; each change refetches the profile (and the people lists, which filter by skill)
// before the caller's onSuccess.

// 422 (unknown skill, 'The skill has already been added.', levels out of range) goes to the form.
export function useAddUserSkill(userId: number, options?: MutationHookOptions<UserSkill[], UserSkill>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (skill: UserSkill) => addUserSkill(userId, skill),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useUpdateUserSkill(userId: number, options?: MutationHookOptions<UserSkill[], UserSkill>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (skill: UserSkill) => updateUserSkill(userId, skill),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteUserSkill(userId: number, options?: MutationHookOptions<UserSkill[], number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (skillId: number) => deleteUserSkill(userId, skillId),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
