import { attachedItemCalls } from '../attached-items/attached-items.api';
import { courseSchema, type Course, type CourseInput } from './course.schemas';

// POST user-courses/{userId}, POST user-courses-update/{userId} (course_id), DELETE user-courses/{userId}
// ({ ids }); each answers the person's courses.
export const courseCalls = attachedItemCalls<Course, CourseInput>({
  paths: { items: (userId) => `user-courses/${userId}`, update: (userId) => `user-courses-update/${userId}` },
  idField: 'course_id',
  itemSchema: courseSchema,
  fieldsOf: ({ name, provider, completed_at }) => ({ name, provider, completed_at }),
});

export const { create: createCourse, update: updateCourse, remove: deleteCourses } = courseCalls;
