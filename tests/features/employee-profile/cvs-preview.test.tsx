import { screen, waitFor, within } from '@testing-library/react';
import { refreshProfile } from '@/api/users/profile-refresh';
import { saveBlob } from '@/components/download/save-blob';
import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../../support/mock-api';
import { PROFILE_ROUTE, renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

// pdf.js needs a real browser: the viewer shows what it was given.
vi.mock('@/components/pdf-viewer/pdf-viewer', () => import('../../support/pdf-viewer-stub'));
vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

setupMockApi();

// Nino Beridze (user 1, the acme admin) has CV #1 "Nino Beridze CV".
const NINO = 1;
const SEEDED = 'Nino Beridze CV';

// The profile page at a preview address, ready once the person's name heads it.
async function renderPreview(cvId: number | string, email = 'admin@acme.test') {
  await signIn(email);
  const requests = recordRequests();
  const rendered = await renderScreen(EmployeeProfileScreen, {
    url: `/employee/${NINO}/cvs?tab=preview&cvId=${cvId}`,
    route: PROFILE_ROUTE,
    ready: () => screen.findByRole('heading', { level: 1, name: 'Nino Beridze' }),
  });
  return { ...rendered, requests };
}

const fileRequests = async (requests: ReturnType<typeof recordRequests>) =>
  (await requests.all()).filter(({ path }) => /^cv\/\d+$/.test(path)).map(({ path }) => path);

describe('the CV preview (?tab=preview&cvId=)', () => {
  it("fetches the CV's PDF and shows it under the CV's name", async () => {
    const { requests } = await renderPreview(1);
    expect(await screen.findByRole('heading', { level: 2, name: SEEDED })).toBeInTheDocument();
    const viewer = await screen.findByRole('document', { name: SEEDED });
    expect(viewer).toHaveTextContent(/bytes starting %PDF-/);
    expect(await fileRequests(requests)).toEqual(['cv/1']);
    // The tab's own list is not shown under the preview.
    expect(screen.queryByRole('table', { name: /CVs of/ })).not.toBeInTheDocument();
  });

  it('closes back to the path without the query', async () => {
    await renderPreview(1);
    expect(await screen.findByRole('link', { name: 'Close preview' })).toHaveAttribute(
      'href',
      `/employee/${NINO}/cvs`,
    );
  });

  it("says so clearly when the CV is not this person's, and fetches nothing", async () => {
    const db = await getTenantDb('acme');
    const someoneElses = db.cvs.findFirst((q) => q.where({ user_id: 2 }));
    const { requests } = await renderPreview(someoneElses?.id ?? 2);
    expect(await screen.findByText('CV not found')).toBeInTheDocument();
    expect(screen.getByText(/Nino Beridze has no CV with the id/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close preview' })).toHaveAttribute(
      'href',
      `/employee/${NINO}/cvs`,
    );
    expect(await fileRequests(requests)).toEqual([]);
  });

  it('downloads the previewed CV under its name', async () => {
    const { user } = await renderPreview(1);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toBe(`${SEEDED}.pdf`);
  });

  it('copies the address of the preview', async () => {
    const { user } = await renderPreview(1);
    await user.click(await screen.findByRole('button', { name: `Copy link to ${SEEDED}` }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/employee/${NINO}/cvs?tab=preview&cvId=1`,
    );
  });

  it('fetches the PDF again when the CV changes', async () => {
    const { queryClient, requests } = await renderPreview(1);
    await screen.findByRole('document', { name: SEEDED });
    const db = await getTenantDb('acme');
    await db.cvs.update((q) => q.where({ id: 1 }), {
      data: (cv) => {
        cv.cv_name = 'Nino - Detailed';
        cv.updated_at = new Date().toISOString();
      },
    });
    await refreshProfile(queryClient, NINO);
    expect(await screen.findByRole('document', { name: 'Nino - Detailed' })).toBeInTheDocument();
    expect(await fileRequests(requests)).toEqual(['cv/1', 'cv/1']);
  });

  it('a read-only viewer sees the preview with Download and Copy link too', async () => {
    await renderPreview(1, 'sale@acme.test');
    const preview = await screen.findByRole('region', { name: SEEDED });
    expect(await within(preview).findByRole('document', { name: SEEDED })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: `Copy link to ${SEEDED}` })).toBeInTheDocument();
  });
});
