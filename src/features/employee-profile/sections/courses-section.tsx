import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateCourse, useDeleteCourses, useUpdateCourse } from '@/api/courses/course.mutations';
import { courseInputSchema, type Course, type CourseInput } from '@/api/courses/course.schemas';
import { AttachedItemsSection } from '../attached-items/attached-items-section';
import type { ItemFieldSpec } from '../attached-items/attached-item-dialog';
import type { SectionProps } from './section-props';

const FIELDS: readonly ItemFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'provider', label: 'Provider', kind: 'text', helperText: 'Who ran it: a school, a platform' },
  { name: 'completed_at', label: 'Completed on', kind: 'date' },
];

const resolver = zodResolver(courseInputSchema);

const valuesOf = (course: Course | null): CourseInput => ({
  name: course?.name ?? '',
  provider: course?.provider ?? '',
  completed_at: course?.completed_at ?? '',
  files: [],
});

const view = (course: Course) => ({
  heading: course.name,
  detail: course.provider,
  date: course.completed_at,
});

// The courses a person took, newest first, each with its certificates.
export function CoursesSection({ person, editable }: SectionProps) {
  const create = useCreateCourse(person.id);
  const update = useUpdateCourse(person.id);
  const remove = useDeleteCourses(person.id);
  return (
    <AttachedItemsSection
      userId={person.id}
      editable={editable}
      items={person.courses}
      title="Courses"
      noun="course"
      emptyTitle="No courses yet"
      emptyDescription={
        editable
          ? 'Add the courses this person took, with their certificates.'
          : 'Courses this person took show here.'
      }
      dateLabel="Completed"
      view={view}
      form={{ resolver, fields: FIELDS, valuesOf }}
      create={create}
      update={update}
      remove={remove}
    />
  );
}
