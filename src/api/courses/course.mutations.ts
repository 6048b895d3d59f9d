import {
  useCreateAttachedItem,
  useDeleteAttachedItems,
  useUpdateAttachedItem,
} from '../attached-items/attached-item.mutations';
import { courseCalls } from './courses.api';

export const useCreateCourse = (userId: number) => useCreateAttachedItem(courseCalls, userId);
export const useUpdateCourse = (userId: number) => useUpdateAttachedItem(courseCalls, userId);
export const useDeleteCourses = (userId: number) => useDeleteAttachedItems(courseCalls, userId);
