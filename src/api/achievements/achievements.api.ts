import { attachedItemCalls } from '../attached-items/attached-items.api';
import { achievementSchema, type Achievement, type AchievementInput } from './achievement.schemas';

// POST user-achievements/{userId}, POST user-achievements-update/{userId} (achievement_id),
// DELETE user-achievements/{userId} ({ ids }); each answers the person's achievements.
export const achievementCalls = attachedItemCalls<Achievement, AchievementInput>({
  paths: {
    items: (userId) => `user-achievements/${userId}`,
    update: (userId) => `user-achievements-update/${userId}`,
  },
  idField: 'achievement_id',
  itemSchema: achievementSchema,
  fieldsOf: ({ title, description, achieved_at }) => ({ title, description, achieved_at }),
});

export const {
  create: createAchievement,
  update: updateAchievement,
  remove: deleteAchievements,
} = achievementCalls;
