import Box from '@mui/material/Box';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { AvatarCard } from '../overview/avatar-card';
import { BriefIntroCard } from '../overview/brief-intro-card';
import { EmploymentDetailsCard } from '../overview/employment-details-card';
import { PersonalInformationCard } from '../overview/personal-information-card';
import { ProfileSectionsCard } from '../overview/profile-sections-card';
import type { SectionProps } from './section-props';

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
      <ErrorBoundary level="section" name="Personal information">
        <PersonalInformationCard person={person} editable={editable} />
      </ErrorBoundary>
      <ErrorBoundary level="section" name="Employment details">
        <EmploymentDetailsCard person={person} editable={editable} />
      </ErrorBoundary>
      <ErrorBoundary level="section" name="Profile picture">
        <AvatarCard person={person} editable={editable} />
      </ErrorBoundary>
      <ErrorBoundary level="section" name="Profile sections">
        <ProfileSectionsCard person={person} editable={editable} />
      </ErrorBoundary>
    </Box>
  );
}
