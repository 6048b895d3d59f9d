import Box from '@mui/material/Box';
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
        <BriefIntroCard person={person} editable={editable} />
      </Box>
      <PersonalInformationCard person={person} editable={editable} />
      <EmploymentDetailsCard person={person} editable={editable} />
      <AvatarCard person={person} editable={editable} />
      <ProfileSectionsCard person={person} editable={editable} />
    </Box>
  );
}
