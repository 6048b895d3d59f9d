import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SettingsScreen } from '@/features/settings/settings-page';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=company';
const FORM = 'Company details';

const openTab = (as = 'admin@acme.test', ready = () => screen.findByRole('form', { name: FORM })) =>
  renderScreen(SettingsScreen, { url: TAB_URL, as, ready });

const field = (label: RegExp) => within(screen.getByRole('form', { name: FORM })).getByLabelText(label);

// Pasted, not typed: typing key by key into MUI fields is slow under jsdom.
async function enter(user: UserEvent, label: RegExp, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save company details' }));

const pdf = (name = 'Bank letter.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const png = (name = 'logo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('settings: the Company details tab', () => {
  it('shows the stored details, the IBAN in groups of four, the logo and the documents', async () => {
    await openTab();
    expect(field(/^Legal name/)).toHaveValue('Acme Consulting LLC');
    expect(field(/^IBAN/)).toHaveValue('GE74 TB12 3456 7890 1234 56');
    expect(field(/^SWIFT\/BIC/)).toHaveValue('TBCBGE22');
    expect(field(/^City/)).toHaveValue('Tbilisi');
    expect(screen.getByRole('img', { name: 'Logo of Acme Consulting LLC' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const documents = screen.getByRole('list', { name: 'Company documents' });
    expect(
      within(documents).getByRole('button', { name: 'Download Certificate of registration.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('refuses a mistyped IBAN at the field before sending; fixed, it saves multipart with the IBAN as stored', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await enter(user, /^IBAN/, 'GE74 TB12 3456 7890 1234 57');
    await save(user);
    await waitFor(() =>
      expect(field(/^IBAN/)).toHaveAccessibleDescription(
        'This IBAN is not valid: check it for a typing error.',
      ),
    );
    expect(await log.writes()).toEqual([]);

    await enter(user, /^IBAN/, 'ge29 nb00 0000 0101 9049 17');
    await save(user);
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    const [sent] = await log.writes();
    expect(sent).toMatchObject({
      method: 'POST',
      path: 'administrative-information',
      body: { legal_name: 'Acme Consulting LLC', iban: 'GE29NB0000000101904917', swift: 'TBCBGE22' },
    });
    expect(field(/^IBAN/)).toHaveValue('GE29 NB00 0000 0101 9049 17');
    expect((await getTenantDb('acme')).settings.administrativeInformation?.iban).toBe(
      'GE29NB0000000101904917',
    );
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('a refused save shows the server’s messages at the fields and keeps what was typed and chosen', async () => {
    const { user } = await openTab();
    answerWith('POST', 'administrative-information', 422, {
      message: 'The vat number has already been taken. (and 1 more error)',
      errors: {
        vat_number: ['The vat number has already been taken.'],
        'documents.0': ['The documents.0 field must not be greater than 5120 kilobytes.'],
      },
    });
    await enter(user, /^VAT number/, 'GE999');
    await user.upload(screen.getByLabelText('New documents'), pdf());
    await save(user);
    await waitFor(() =>
      expect(field(/^VAT number/)).toHaveAccessibleDescription('The vat number has already been taken.'),
    );
    expect(field(/^VAT number/)).toHaveValue('GE999');
    expect(screen.getByRole('list', { name: 'Chosen files for New documents' })).toHaveTextContent(
      'Bank letter.pdf',
    );
    expect(
      screen.getByText('“Bank letter.pdf” must not be greater than 5120 kilobytes.'),
    ).toBeInTheDocument();
  });

  it('checks a new logo when chosen and previews it; a document marked for removal goes with the save', async () => {
    const { user } = await openTab();
    const db = await getTenantDb('acme');
    const [certificate] = db.settings.administrativeInformation?.document_media_ids ?? [];
    const log = recordRequests();
    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    );
    expect(
      screen.getByText('“logo.svg” is not a PNG, JPEG or WebP file. Choose a PNG, JPEG or WebP file.'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), png());
    expect(await screen.findByRole('img', { name: 'Preview of the chosen logo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Certificate of registration.pdf' }));
    expect(screen.getByText('Will be deleted when you save.')).toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    const [sent] = await log.writes();
    expect(sent?.body).toMatchObject({
      logo: { type: 'image/png' },
      'remove_documents[]': String(certificate),
    });
    expect(db.media.findFirst((q) => q.where({ id: certificate ?? 0 }))).toBeUndefined();
    expect(screen.queryByRole('list', { name: 'Company documents' })).not.toBeInTheDocument();
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
  });

  it('globex has nothing yet: it is invited to fill the details in, starting at the legal name, which is required', async () => {
    const { user } = await openTab('admin@globex.test', () => screen.findByText('No company details yet'));
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Fill in company details' }));
    await waitFor(() => expect(field(/^Legal name/)).toHaveFocus());
    await save(user);
    await waitFor(() =>
      expect(field(/^Legal name/)).toHaveAccessibleDescription('Enter the company’s legal name'),
    );
    // Typed into the field itself, whatever holds the focus after the refusal on a slow machine.
    await user.type(field(/^Legal name/), 'Globex Engineering GmbH');
    await save(user);
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    const writes = await log.writes();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toMatchObject({ legal_name: 'Globex Engineering GmbH', iban: '', city: '' });
    expect(writes[0]?.body).not.toHaveProperty('logo');
    expect(writes[0]?.body).not.toHaveProperty('remove_logo');
  });

  it('a load that fails says so, with a Retry that loads the details', async () => {
    setFault({ method: 'GET', path: 'administrative-information', status: 500 });
    const { user } = await openTab('admin@acme.test', () =>
      screen.findByText('The company details could not be loaded.'),
    );
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: FORM })).toBeInTheDocument();
  });
});
