import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCreateAchievement,
  useDeleteAchievements,
  useUpdateAchievement,
} from '@/api/achievements/achievement.mutations';
import {
  ACHIEVEMENT_DESCRIPTION_MAX,
  achievementInputSchema,
  type Achievement,
  type AchievementInput,
} from '@/api/achievements/achievement.schemas';
import { AttachedItemsSection } from '../attached-items/attached-items-section';
import type { ItemFieldSpec } from '../attached-items/attached-item-dialog';
import type { SectionProps } from './section-props';

const FIELDS: readonly ItemFieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'multiline', maxLength: ACHIEVEMENT_DESCRIPTION_MAX },
  { name: 'achieved_at', label: 'Achieved on', kind: 'date' },
];

const resolver = zodResolver(achievementInputSchema);

const valuesOf = (achievement: Achievement | null): AchievementInput => ({
  title: achievement?.title ?? '',
  description: achievement?.description ?? '',
  achieved_at: achievement?.achieved_at ?? '',
  files: [],
});

const view = (achievement: Achievement) => ({
  heading: achievement.title,
  detail: achievement.description,
  date: achievement.achieved_at,
});

// Awards, talks, publications and certifications, newest first, with their attachments.
export function AchievementsSection({ person, editable }: SectionProps) {
  const create = useCreateAchievement(person.id);
  const update = useUpdateAchievement(person.id);
  const remove = useDeleteAchievements(person.id);
  return (
    <AttachedItemsSection
      userId={person.id}
      editable={editable}
      items={person.achievements}
      title="Achievements"
      noun="achievement"
      emptyTitle="No achievements yet"
      emptyDescription={
        editable
          ? 'Add awards, talks, publications or certifications, with their documents.'
          : 'Awards, talks and publications of this person show here.'
      }
      dateLabel="Achieved"
      view={view}
      form={{ resolver, fields: FIELDS, valuesOf }}
      create={create}
      update={update}
      remove={remove}
    />
  );
}
