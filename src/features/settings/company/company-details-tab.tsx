import { useState } from 'react';
import { useAdministrativeInformation } from '@/api/administrative-information/administrative-information.queries';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';
import { CompanyDetailsForm } from './company-details-form';

const TITLE = 'Company details';

// The company's administrative information: a form once loaded; where nothing is filled in yet, an
// invitation to fill it in first.
export function CompanyDetailsTab() {
  const details = useAdministrativeInformation();
  const [started, setStarted] = useState(false);
  const empty = details.isSuccess && details.data === null && !started;
  return (
    <SectionPanel
      title={TITLE}
      editable={empty}
      addLabel="Fill in company details"
      onAdd={() => setStarted(true)}
      isEmpty={empty}
      emptyTitle="No company details yet"
      emptyDescription="Add the company’s legal name, address and bank details: invoices print them."
    >
      <QueryStates
        query={details}
        loadingLabel="Loading the company details"
        errorMessage="The company details could not be loaded."
        rows={6}
      />
      {details.isSuccess ? <CompanyDetailsForm details={details.data} focusFirst={started} /> : null}
    </SectionPanel>
  );
}
