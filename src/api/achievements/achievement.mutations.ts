import {
  useCreateAttachedItem,
  useDeleteAttachedItems,
  useUpdateAttachedItem,
  type ItemUpdate,
} from '../attached-items/attached-item.mutations';
import { achievementCalls } from './achievements.api';
import type { MutationHookOptions } from '../hook-options';
import type { Achievement, AchievementInput } from './achievement.schemas';

export const useCreateAchievement = (
  userId: number,
  options?: MutationHookOptions<Achievement[], AchievementInput>,
) => useCreateAttachedItem(achievementCalls, userId, options);
export const useUpdateAchievement = (
  userId: number,
  options?: MutationHookOptions<Achievement[], ItemUpdate<AchievementInput>>,
) => useUpdateAttachedItem(achievementCalls, userId, options);
export const useDeleteAchievements = (
  userId: number,
  options?: MutationHookOptions<Achievement[], readonly number[]>,
) => useDeleteAttachedItems(achievementCalls, userId, options);
