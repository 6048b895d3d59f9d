import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ProfileTabSlug } from './profile-tabs';
import type { SectionProps } from './sections/section-props';
import { mountInSlices } from '@/components/layout/mount-in-slices';

const loading = () => (
  <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading section" />
);

// Each tab's code loads when the tab is opened, so the profile's first load carries only the head.
const SECTIONS: Record<ProfileTabSlug, ComponentType<SectionProps>> = {
  overview: dynamic(
    () => import('./sections/overview-section').then((m) => mountInSlices(m.OverviewSection, loading)),
    { loading },
  ),
  career: dynamic(
    () => import('./sections/career-section').then((m) => mountInSlices(m.CareerSection, loading)),
    { loading },
  ),
  skills: dynamic(
    () => import('./sections/skills-section').then((m) => mountInSlices(m.SkillsSection, loading)),
    { loading },
  ),
  languages: dynamic(
    () => import('./sections/languages-section').then((m) => mountInSlices(m.LanguagesSection, loading)),
    { loading },
  ),
  education: dynamic(
    () => import('./sections/education-section').then((m) => mountInSlices(m.EducationSection, loading)),
    { loading },
  ),
  experiences: dynamic(
    () => import('./sections/experiences-section').then((m) => mountInSlices(m.ExperiencesSection, loading)),
    { loading },
  ),
  courses: dynamic(
    () => import('./sections/courses-section').then((m) => mountInSlices(m.CoursesSection, loading)),
    { loading },
  ),
  achievements: dynamic(
    () =>
      import('./sections/achievements-section').then((m) => mountInSlices(m.AchievementsSection, loading)),
    { loading },
  ),
  projects: dynamic(
    () => import('./sections/projects-section').then((m) => mountInSlices(m.ProjectsSection, loading)),
    { loading },
  ),
  cvs: dynamic(() => import('./sections/cvs-section').then((m) => mountInSlices(m.CvsSection, loading)), {
    loading,
  }),
};

export function ProfileSectionView({ slug, ...props }: SectionProps & { slug: ProfileTabSlug }) {
  const Section = SECTIONS[slug];
  return <Section {...props} />;
}
