import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ProfileTabSlug } from './profile-tabs';
import type { SectionProps } from './sections/section-props';

const loading = () => (
  <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading section" />
);

// Each tab's code loads when the tab is opened, so the profile's first load carries only the head.
const SECTIONS: Record<ProfileTabSlug, ComponentType<SectionProps>> = {
  overview: dynamic(() => import('./sections/overview-section').then((m) => m.OverviewSection), { loading }),
  career: dynamic(() => import('./sections/career-section').then((m) => m.CareerSection), { loading }),
  skills: dynamic(() => import('./sections/skills-section').then((m) => m.SkillsSection), { loading }),
  languages: dynamic(() => import('./sections/languages-section').then((m) => m.LanguagesSection), {
    loading,
  }),
  education: dynamic(() => import('./sections/education-section').then((m) => m.EducationSection), {
    loading,
  }),
  experiences: dynamic(() => import('./sections/experiences-section').then((m) => m.ExperiencesSection), {
    loading,
  }),
  courses: dynamic(() => import('./sections/courses-section').then((m) => m.CoursesSection), { loading }),
  achievements: dynamic(() => import('./sections/achievements-section').then((m) => m.AchievementsSection), {
    loading,
  }),
  projects: dynamic(() => import('./sections/projects-section').then((m) => m.ProjectsSection), { loading }),
  cvs: dynamic(() => import('./sections/cvs-section').then((m) => m.CvsSection), { loading }),
};

export function ProfileSectionView({ slug, ...props }: SectionProps & { slug: ProfileTabSlug }) {
  const Section = SECTIONS[slug];
  return <Section {...props} />;
}
