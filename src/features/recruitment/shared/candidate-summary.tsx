import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { DrawerSection } from '@/components/layout/drawer-section';
import { dayLabel } from '@/lib/calendar-day';
import { formatCurrency } from '@/lib/currency';
import { REGISTRATION_STATUS_LABELS } from '@/lib/recruitment-stages';
import { safeExternalUrl } from '@/lib/safe-link';

const NOT_SET = 'Not set';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

const dayOf = (iso: string) => dayLabel(new Date(`${iso.slice(0, 10)}T00:00:00`));

// The day of an instant, where the reader is.
const instantDay = (iso: string) => dayLabel(new Date(iso));

// "Sent on 15 May 2025, expires 29 May 2025" (or "expired" once past): that a link went out, never the
// link itself (issue 30, H2).
export function registrationLabel(registration: Candidate['registration'], now: Date = new Date()): string {
  const status = REGISTRATION_STATUS_LABELS[registration.status];
  if (registration.status !== 'sent' || !registration.sent_at) return status;
  const sent = `${status} on ${instantDay(registration.sent_at)}`;
  if (!registration.expires_at) return sent;
  const expired = Date.parse(registration.expires_at) <= now.getTime();
  return `${sent}, ${expired ? 'expired' : 'expires'} ${instantDay(registration.expires_at)}`;
}

// Who the candidate is and what they ask for.
export function CandidateSummary({ candidate }: { candidate: Candidate }) {
  const role = [candidate.position?.name, candidate.seniority?.name].filter(Boolean).join(' · ');
  // Typed by a recruiter: a link only when it is an http(s) address; anything else is shown as text.
  const profileHref = safeExternalUrl(candidate.linkedin);
  return (
    <DrawerSection title="Summary">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Row term="E-mail">
          <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>
        </Row>
        <Row term="Phone">{candidate.phone ?? NOT_SET}</Row>
        <Row term="Profile link">
          {profileHref ? (
            <Link href={profileHref} target="_blank" rel="noopener noreferrer">
              {candidate.linkedin}
            </Link>
          ) : (
            (candidate.linkedin ?? NOT_SET)
          )}
        </Row>
        <Row term="Position">{role || NOT_SET}</Row>
        <Row term="Source">{candidate.source ?? NOT_SET}</Row>
        <Row term="Owner">{candidate.owner?.name ?? NOT_SET}</Row>
        <Row term="Expected salary">
          {candidate.expected_salary === null
            ? NOT_SET
            : formatCurrency(candidate.expected_salary, candidate.currency ?? undefined)}
        </Row>
        <Row term="Available from">
          {candidate.available_from ? dayOf(candidate.available_from) : NOT_SET}
        </Row>
        <Row term="Registration">{registrationLabel(candidate.registration)}</Row>
        <Row term="Rating">
          {candidate.rating === null ? 'Not rated' : `${candidate.rating.toFixed(1)} of 5`}
        </Row>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.5 }}>
        Skills
      </Typography>
      {candidate.skills.length === 0 ? (
        <Typography variant="body2">No skills recorded.</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} component="ul" aria-label="Skills">
          {candidate.skills.map((skill) => (
            <Chip
              key={skill.id}
              component="li"
              size="small"
              variant="outlined"
              label={`${skill.name}: level ${skill.level}`}
            />
          ))}
        </Stack>
      )}
    </DrawerSection>
  );
}
