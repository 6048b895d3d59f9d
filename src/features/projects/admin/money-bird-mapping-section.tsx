import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import type { Project } from '@/api/internal-projects/internal-project.schemas';
import { useSaveMoneyBirdMapping } from '@/api/money-bird/money-bird.mutations';
import {
  useMoneyBirdContactSearch,
  useMoneyBirdCredentials,
  useMoneyBirdProjectMapping,
} from '@/api/money-bird/money-bird.queries';
import type { MoneyBirdContact, MoneyBirdMapping } from '@/api/money-bird/money-bird.schemas';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { MoneyBirdContactPicker } from '@/components/form/money-bird-contact-picker';
import {
  contactName,
  normaliseName,
  normaliseVatNumber,
  suggestContact,
  suggestionLabel,
} from '@/lib/money-bird-matching';
import { PERMISSIONS } from '@/lib/permissions';

export const MONEY_BIRD_SETTINGS_HREF = '/settings?tab=integrations&provider=moneybird';
export const MONEY_BIRD_SECTION_TITLE = 'MoneyBird contact';

// MoneyBird answers 409 while the company has not connected it.
const isNotConnected = (error: unknown) => isApiError(error) && error.status === 409;

function SettingsLink({ children = 'MoneyBird settings' }: { children?: ReactNode }) {
  return (
    <Link component={NextLink} href={MONEY_BIRD_SETTINGS_HREF}>
      {children}
    </Link>
  );
}

function NotConnected() {
  return (
    <Alert severity="info" role="note">
      MoneyBird is not connected, so this project cannot be mapped to a MoneyBird contact yet.{' '}
      <SettingsLink>Connect MoneyBird in the settings</SettingsLink>.
    </Alert>
  );
}

// The contacts MoneyBird finds by the project's VAT number and by its client's name, each asked once;
// suggestContact then picks the likeliest (VAT number before name).
function useCandidates(project: Project) {
  const fields = project.administrative_fields;
  const vatNumber = fields?.vat_number ?? null;
  const name = fields?.legal_name || project.client;
  const byVat = useMoneyBirdContactSearch(vatNumber ? normaliseVatNumber(vatNumber) : '');
  const byName = useMoneyBirdContactSearch(name ? normaliseName(name) : '');
  const seen = new Map<string, MoneyBirdContact>();
  for (const contact of [...(byVat.data ?? []), ...(byName.data ?? [])]) seen.set(contact.id, contact);
  const candidates = [...seen.values()];
  return {
    candidates,
    suggestion: suggestContact({ customer_id: null, vat_number: vatNumber, name }, candidates),
    notConnected: isNotConnected(byVat.error) || isNotConnected(byName.error),
  };
}

function MappingEditor({ project, mapping }: { project: Project; mapping: MoneyBirdMapping | null }) {
  const save = useSaveMoneyBirdMapping();
  const { candidates, suggestion, notConnected } = useCandidates(project);
  const [picked, setPicked] = useState<MoneyBirdContact | null>(null);
  // The contact saved on this visit: MoneyBird has no call for one contact by id, so its name is kept.
  const [saved, setSaved] = useState<MoneyBirdContact | null>(null);
  const [failure, setFailure] = useState<{ field?: string; message?: string; notConnected?: boolean }>({});
  const mappedId = mapping?.contact_id ?? null;
  const mapped = [saved, ...candidates].find((contact) => contact && contact.id === mappedId) ?? null;

  if (notConnected || failure.notConnected) return <NotConnected />;

  const submit = () => {
    if (!picked) return;
    setFailure({});
    save.mutate(
      {
        internal_project_id: project.id,
        contact_id: picked.id,
        // The project's own tax rates stay as they were.
        tax_rates: mapping?.tax_rates ?? [],
        ledger_account_id: mapping?.ledger_account_id ?? null,
      },
      {
        onSuccess: () => {
          setSaved(picked);
          setPicked(null);
          enqueueSnackbar(`${project.title} is mapped to ${contactName(picked)}`, { variant: 'success' });
        },
        onError: (error) => {
          if (isNotConnected(error)) setFailure({ notConnected: true });
          else if (isApiError(error) && error.status === 422)
            setFailure({ field: error.fieldErrors.contact_id?.[0] ?? error.message });
          else if (isApiError(error) && (error.connection || error.sessionEnd)) setFailure({});
          else
            setFailure({
              message:
                isApiError(error) && error.status < 500 ? error.message : 'MoneyBird could not be reached.',
            });
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography sx={{ mb: 2 }}>
        {mappedId === null ? (
          <>
            <strong>Not mapped.</strong> Invoices of this project cannot be sent to MoneyBird until it is
            mapped to a contact.
          </>
        ) : (
          <>
            Mapped to <strong>{mapped ? contactName(mapped) : `MoneyBird contact ${mappedId}`}</strong>.
          </>
        )}
      </Typography>
      {suggestion && suggestion.contact.id !== mappedId ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setPicked(suggestion.contact)}>
              Use this contact
            </Button>
          }
        >
          Suggested: <strong>{contactName(suggestion.contact)}</strong> ({suggestionLabel(suggestion)})
        </Alert>
      ) : null}
      <MoneyBirdContactPicker
        label={mappedId === null ? 'MoneyBird contact' : 'Another MoneyBird contact'}
        value={picked}
        onChange={(contact) => {
          setPicked(contact);
          setFailure({});
        }}
        error={failure.field}
        disabled={save.isPending}
      />
      {failure.message ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={submit}>
              Retry
            </Button>
          }
        >
          The mapping was not saved: {failure.message}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!picked || picked.id === mappedId}
        loading={save.isPending}
        onClick={submit}
      >
        Save mapping
      </Button>
    </Box>
  );
}

function MappingStatus({ project }: { project: Project }) {
  const credentials = useMoneyBirdCredentials();
  const connected = credentials.data?.connected === true;
  const mapping = useMoneyBirdProjectMapping(project.id, { enabled: connected });
  if (credentials.isPending) return <LoadingState rows={2} label="Loading the MoneyBird contact" />;
  if (credentials.isError) {
    return isNotConnected(credentials.error) ? (
      <NotConnected />
    ) : (
      <ErrorState
        message="MoneyBird’s connection could not be checked."
        onRetry={() => void credentials.refetch()}
      />
    );
  }
  if (!connected) return <NotConnected />;
  if (mapping.isPending) return <LoadingState rows={2} label="Loading the MoneyBird contact" />;
  if (mapping.isError) {
    return (
      <ErrorState
        message="The project’s MoneyBird contact could not be loaded."
        onRetry={() => void mapping.refetch()}
      />
    );
  }
  return <MappingEditor project={project} mapping={mapping.data} />;
}

// Whether invoices of the project can go to MoneyBird: the contact it is mapped to (or "Not mapped"),
// a suggestion by VAT number or name, and the picker to save another; the set-up lives in the settings.
export function MoneyBirdMappingSection({ project }: { project: Project }) {
  const can = useCan();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {MONEY_BIRD_SECTION_TITLE}
      </Typography>
      {can(PERMISSIONS.integrationManage) ? (
        <MappingStatus project={project} />
      ) : (
        <Typography color="text.secondary">
          Only people who manage integrations see and change the project’s MoneyBird contact.
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>
        Tax rates and the connection: <SettingsLink />
      </Typography>
    </Box>
  );
}
