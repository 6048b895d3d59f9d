import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { AvatarCard } from '../overview/avatar-card';
import { BriefIntroCard } from '../overview/brief-intro-card';
import { EmploymentDetailsCard } from '../overview/employment-details-card';
import { PersonalInformationCard } from '../overview/personal-information-card';
import { ProfileSectionsCard } from '../overview/profile-sections-card';
import type { SectionProps } from './section-props';

// The cards below the brief introduction, two to a row.
const CARDS: { name: string; Card: ComponentType<SectionProps> }[] = [
  { name: 'Personal information', Card: PersonalInformationCard },
  { name: 'Employment details', Card: EmploymentDetailsCard },
  { name: 'Profile picture', Card: AvatarCard },
  { name: 'Profile sections', Card: ProfileSectionsCard },
];

// The Overview tab: who the person is at a glance, each card editable on its own while the gate allows.
export function OverviewSection({ person, editable }: SectionProps) {
  return (
    <Box
      role="region"
      aria-label="Overview"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ErrorBoundary level="section" name="Brief introduction">
          <BriefIntroCard person={person} editable={editable} />
        </ErrorBoundary>
      </Box>
      {/* One card failing leaves the others working. */}
      {CARDS.map(({ name, Card }) => (
        <ErrorBoundary key={name} level="section" name={name}>
          <Card person={person} editable={editable} />
        </ErrorBoundary>
      ))}
    </Box>
  );
}
