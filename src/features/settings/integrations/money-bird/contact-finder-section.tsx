import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MoneyBirdContact } from '@/api/money-bird/money-bird.schemas';
import { MoneyBirdContactPicker } from '@/components/form/money-bird-contact-picker';
import { contactName } from '@/lib/money-bird-matching';
import { MoneyBirdSection } from './money-bird-section';

export const CONTACT_SECTION_TITLE = 'Projects and contacts';

// What MoneyBird holds of a contact, to check it before a project is mapped to it.
function ContactCard({ contact }: { contact: MoneyBirdContact }) {
  const rows: [string, string | null][] = [
    ['MoneyBird id', contact.id],
    ['Customer id', contact.customer_id],
    ['VAT number', contact.tax_number],
    ['E-mail', contact.email],
  ];
  return (
    <Box
      component="dl"
      aria-label={`Contact ${contactName(contact)}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        mt: 2,
        mb: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value ?? 'none'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// Each project's contact is chosen on the project's administration tab; here a contact can be looked up.
export function ContactFinderSection({ connected }: { connected: boolean }) {
  const [contact, setContact] = useState<MoneyBirdContact | null>(null);
  return (
    <MoneyBirdSection title={CONTACT_SECTION_TITLE}>
      <Typography sx={{ mb: 2 }}>
        Projects are mapped to contacts on each project&apos;s administration tab, where MoneyBird&apos;s
        contact is suggested by customer id, VAT number or name. Find a contact here to see what MoneyBird
        holds.
      </Typography>
      {connected ? (
        <Box sx={{ maxWidth: 560 }}>
          <MoneyBirdContactPicker label="Find a contact" value={contact} onChange={setContact} />
          {contact ? <ContactCard contact={contact} /> : null}
        </Box>
      ) : (
        <Alert severity="info" role="note">
          The contacts come from your MoneyBird administration: connect MoneyBird first.
        </Alert>
      )}
    </MoneyBirdSection>
  );
}
