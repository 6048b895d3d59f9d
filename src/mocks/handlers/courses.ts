import { courseSchema } from '@/api/courses/course.schemas';
import type { CourseRow } from '../db/profile-schemas';
import { orNull } from '../routing/validate';
import { attachedItemRoutes } from './attached-items';

// POST user-courses/:id, POST user-courses-update/:id (course_id), DELETE user-courses/:id ({ ids }).
export const courseHandlers = attachedItemRoutes({
  paths: { items: 'user-courses/:id', update: 'user-courses-update/:id' },
  idField: 'course_id',
  mediaKind: 'course',
  store: (db) => db.courses,
  rules: { name: ['required', { max: 255 }], provider: [{ max: 255 }], completed_at: ['date'] },
  dateField: 'completed_at',
  columnsOf: (values): Omit<CourseRow, 'id' | 'user_id' | 'media_ids'> => ({
    name: values.name,
    provider: values.provider,
    completed_at: orNull(values.completed_at),
  }),
  itemSchema: courseSchema,
  itemsOf: (profile) => profile.courses,
});
