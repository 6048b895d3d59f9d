import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useCan } from '@/api/use-can';
import { useUserProfile } from '@/api/users/user-profile.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageTitle } from '@/components/layout/page-title';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { PROFILE_TABS, profileTabOf } from './profile-tabs';

const AvailabilityDialog = dynamic(
  () => import('@/components/availability/availability-dialog').then((m) => m.AvailabilityDialog),
  { ssr: false },
);

function idOf(value: string | string[] | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

// One person's profile: the head now, a tab per section (each a linkable path segment).
function EmployeeProfilePage() {
  const { query, isReady } = useRouter();
  const id = idOf(query.id);
  const segment = Array.isArray(query.tab) ? query.tab[0] : query.tab;
  const tab = profileTabOf(segment);
  const profile = useUserProfile(isReady ? id : null);
  const can = useCan();
  const [settingAvailability, setSettingAvailability] = useState(false);

  if (isReady && (id === null || !tab)) {
    return (
      <EmptyState
        title="This page does not exist"
        description="Check the link, or open the person from the employee list."
      />
    );
  }
  const person = profile.data;
  return (
    <>
      {person ? <PageTitle title={`${person.name} · ${tab?.label ?? ''}`} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        {person ? (
          <PersonAvatar
            firstName={person.first_name}
            lastName={person.last_name}
            src={person.avatar}
            colorKey={person.id}
            size={64}
          />
        ) : (
          <Skeleton variant="circular" width={64} height={64} />
        )}
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" component="h1">
            {person ? person.name : <Skeleton width={240} />}
          </Typography>
          <Typography color="text.secondary">
            {person ? [person.title, person.email].filter(Boolean).join(' · ') : <Skeleton width={320} />}
          </Typography>
        </Box>
        {person?.archived ? <Chip label="Archived" /> : null}
        {person && can(PERMISSIONS.employeeUpdate) ? (
          <Button
            variant="outlined"
            startIcon={<EventAvailable />}
            onClick={() => setSettingAvailability(true)}
          >
            Set availability
          </Button>
        ) : null}
      </Paper>
      {id !== null ? (
        <Tabs
          value={tab?.slug ?? 'overview'}
          variant="scrollable"
          aria-label="Profile sections"
          sx={{ mb: 2 }}
        >
          {PROFILE_TABS.map((item) => (
            <Tab
              key={item.slug}
              value={item.slug}
              label={item.label}
              component={NextLink}
              href={`/employee/${id}/${item.slug}`}
            />
          ))}
        </Tabs>
      ) : null}
      {tab ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" component="h2" gutterBottom>
            {tab.label}
          </Typography>
          <Alert severity="info">This section is being built. It will show: {tab.summary}</Alert>
        </Paper>
      ) : null}
      {person && settingAvailability ? (
        <AvailabilityDialog employee={person} onClose={() => setSettingAvailability(false)} />
      ) : null}
    </>
  );
}

export const EmployeeProfileScreen = defineScreen(EmployeeProfilePage, {
  title: 'Employee profile',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeView,
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'industries'],
});
