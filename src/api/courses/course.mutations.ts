import {
  useCreateAttachedItem,
  useDeleteAttachedItems,
  useUpdateAttachedItem,
  type ItemUpdate,
} from '../attached-items/attached-item.mutations';
import { courseCalls } from './courses.api';
import type { MutationHookOptions } from '../hook-options';
import type { Course, CourseInput } from './course.schemas';

export const useCreateCourse = (userId: number, options?: MutationHookOptions<Course[], CourseInput>) =>
  useCreateAttachedItem(courseCalls, userId, options);
export const useUpdateCourse = (
  userId: number,
  options?: MutationHookOptions<Course[], ItemUpdate<CourseInput>>,
) => useUpdateAttachedItem(courseCalls, userId, options);
export const useDeleteCourses = (
  userId: number,
  options?: MutationHookOptions<Course[], readonly number[]>,
) => useDeleteAttachedItems(courseCalls, userId, options);
