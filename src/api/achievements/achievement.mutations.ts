import {
  useCreateAttachedItem,
  useDeleteAttachedItems,
  useUpdateAttachedItem,
} from '../attached-items/attached-item.mutations';
import { achievementCalls } from './achievements.api';

export const useCreateAchievement = (userId: number) => useCreateAttachedItem(achievementCalls, userId);
export const useUpdateAchievement = (userId: number) => useUpdateAttachedItem(achievementCalls, userId);
export const useDeleteAchievements = (userId: number) => useDeleteAttachedItems(achievementCalls, userId);
