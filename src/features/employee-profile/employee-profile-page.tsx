import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { useProfileSections } from '@/api/profile-sections/profile-section.queries';
import { useCan } from '@/api/use-can';
import { useUserProfile } from '@/api/user-profile/user-profile.queries';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { LinkTabPanel, LinkTabs } from '@/components/layout/link-tabs';
import { PageTitle } from '@/components/layout/page-title';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { employeeProfileHref } from '@/lib/employee-links';
import { positiveIdOf } from '@/lib/positive-id';
import { hiddenSectionKeys } from '@/lib/profile-section-visibility';
import { ReadOnlyNotice } from './edit-gate/read-only-notice';
import { useEditGate } from './edit-gate/use-edit-gate';
import { ProfileSectionView } from './profile-section-view';
import { PROFILE_TABS, previewCvIdOf, profileTabOf, tabSegmentOf } from './profile-tabs';

const AvailabilityDialog = dynamic(
  () => import('@/components/availability/availability-dialog').then((m) => m.AvailabilityDialog),
  { ssr: false },
);
const CvPreview = dynamic(() => import('./cvs/cv-preview').then((m) => m.CvPreview), { ssr: false });

// One person's profile: the head, then a tab per section (each a linkable path segment), or a CV
// preview when the URL asks for one (?tab=preview&cvId=).
function EmployeeProfilePage() {
  const router = useRouter();
  const { query, isReady, asPath } = router;
  const id = positiveIdOf(query.id);
  const segment = tabSegmentOf(asPath);
  const tab = profileTabOf(segment);
  // /employee/{id} (as recruitment and older links address a person) is the overview: said in the address.
  useEffect(() => {
    if (!isReady || id === null || segment !== undefined) return;
    const [, search = ''] = asPath.split('?');
    void router.replace(`${employeeProfileHref(id)}${search ? `?${search}` : ''}`, undefined, {
      scroll: false,
    });
  }, [isReady, id, segment, asPath, router]);
  const previewCvId = previewCvIdOf(asPath);
  const profile = useUserProfile(isReady ? id : null);
  const sections = useProfileSections();
  const can = useCan();
  const gate = useEditGate(profile.data);
  const [settingAvailability, setSettingAvailability] = useState(false);
  const person = profile.data;
  const hidden = useMemo(
    () =>
      person && sections.data
        ? hiddenSectionKeys(sections.data, person.department_id, person.profile_sections)
        : new Set<string>(),
    [person, sections.data],
  );

  if (isReady && (id === null || !tab)) {
    return <NotFoundView />;
  }
  const tabs = PROFILE_TABS.filter((item) => item.section === null || !hidden.has(item.section));
  const tabHidden = tab?.section ? hidden.has(tab.section) : false;
  const basePath = id !== null && tab ? employeeProfileHref(id, tab.slug) : '';
  // The open tab's content, under its tab when the tab is shown (a hidden section's is not).
  const selected = tab !== undefined && tabs.some((item) => item.slug === tab.slug);
  const content =
    !person || !tab ? (
      <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading profile" />
    ) : previewCvId !== null ? (
      <CvPreview person={person} cvId={previewCvId} closeHref={basePath} />
    ) : tabHidden ? (
      <Alert severity="info">
        {tab.label} is switched off for this person. It can be switched back on from the Overview tab.
      </Alert>
    ) : (
      // A tab that fails to render leaves the profile's head and the other tabs working.
      <ErrorBoundary level="section" name={tab.label} resetKey={tab.slug}>
        <ProfileSectionView slug={tab.slug} person={person} editable={gate.editable} />
      </ErrorBoundary>
    );
  return (
    <>
      {person ? (
        <PageTitle title={`${person.name} · ${previewCvId ? 'CV preview' : (tab?.label ?? '')}`} />
      ) : null}
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
        <LinkTabs
          label="Profile sections"
          idPrefix="profile"
          tabs={tabs.map((item) => ({
            slug: item.slug,
            label: item.label,
            href: employeeProfileHref(id, item.slug),
          }))}
          value={selected ? tab.slug : false}
        />
      ) : null}
      <ReadOnlyNotice reason={gate.reason} />
      {selected ? (
        <LinkTabPanel idPrefix="profile" slug={tab.slug}>
          {content}
        </LinkTabPanel>
      ) : (
        content
      )}
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
