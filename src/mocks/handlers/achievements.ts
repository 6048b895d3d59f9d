import { ACHIEVEMENT_DESCRIPTION_MAX, achievementSchema } from '@/api/achievements/achievement.schemas';
import type { AchievementRow } from '../db/profile-schemas';
import { orNull } from '../routing/validate';
import { attachedItemRoutes } from './attached-items';

// POST user-achievements/:id, POST user-achievements-update/:id (achievement_id),
// DELETE user-achievements/:id ({ ids }).
export const achievementHandlers = attachedItemRoutes({
  paths: { items: 'user-achievements/:id', update: 'user-achievements-update/:id' },
  idField: 'achievement_id',
  mediaKind: 'achievement',
  store: (db) => db.achievements,
  rules: {
    title: ['required', { max: 255 }],
    description: [{ max: ACHIEVEMENT_DESCRIPTION_MAX }],
    achieved_at: ['date'],
  },
  dateField: 'achieved_at',
  columnsOf: (values): Omit<AchievementRow, 'id' | 'user_id' | 'media_ids'> => ({
    title: values.title,
    description: values.description,
    achieved_at: orNull(values.achieved_at),
  }),
  itemSchema: achievementSchema,
  itemsOf: (profile) => profile.achievements,
});
