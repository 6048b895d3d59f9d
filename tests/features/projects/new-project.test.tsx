import { screen, waitFor } from '@testing-library/react';
import { ProjectScreen } from '@/features/projects/project-page';
import { answerWith } from '../../support/answer-with';
import { choose, typeDate } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const openForm = (as = 'admin@acme.test') =>
  renderScreen(ProjectScreen, {
    url: '/projects/new',
    route: '/projects/[...project]',
    as,
    ready: () => screen.findByRole('heading', { level: 1, name: 'New project' }),
  });

const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });

describe('a new project', () => {
  it('sends every field as multipart, the contract as files[], then opens the new project', async () => {
    const { user, router } = await openForm();
    const log = recordRequests();
    // The company currency is the default.
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveTextContent('EUR');
    await user.type(titleBox(), 'Orbit Platform');
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Bank of Batumi');
    await choose(user, 'Project manager', 'Nino Beridze');
    await choose(user, /^Status/, 'Active');
    await choose(user, /^Currency/, 'USD $');
    await typeDate(user, /^Start date/, '01062025');
    await typeDate(user, /^End date/, '31122025');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A new ledger.');
    await user.upload(
      screen.getByLabelText('Contract'),
      new File(['%PDF-1.4'], 'Contract.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'internal-projects',
        body: {
          title: 'Orbit Platform',
          client: 'Bank of Batumi',
          status: 'active',
          currency: 'USD',
          project_manager_id: '1',
          start_date: '2025-06-01',
          end_date: '2025-12-31',
          description: 'A new ledger.',
          'files[]': { type: 'application/pdf' },
        },
      },
    ]);
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/projects\/\d+$/));
    expect(await screen.findByText('Project created')).toBeInTheDocument();
  });

  it('warns while typing a title already taken (any case), and a refused save keeps every value with the messages at the fields', async () => {
    const { user, router } = await openForm();
    await user.type(titleBox(), 'atlas platform');
    expect(
      await screen.findByText('“Atlas Platform” is already a project: choose another title.'),
    ).toBeInTheDocument();
    await user.clear(titleBox());
    await user.type(titleBox(), 'Orbit Platform');
    await waitFor(() => expect(screen.queryByText(/is already a project/)).not.toBeInTheDocument());

    answerWith('POST', 'internal-projects', 422, {
      message: 'The title has already been taken. (and 1 more error)',
      errors: {
        title: ['The title has already been taken.'],
        'files.0': ['The files.0 field must be a file of type: pdf, png, jpg.'],
      },
    });
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Bank of Batumi');
    await typeDate(user, /^Start date/, '01062025');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('The title has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The contract field must be a file of type: pdf, png, jpg.')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Orbit Platform');
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Bank of Batumi');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says what is missing before sending anything', async () => {
    const { user } = await openForm();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(await log.writes()).toEqual([]);
  });

  it('is not offered to someone who may only read projects', async () => {
    await openForm('sale@acme.test');
    expect(screen.queryByRole('form', { name: 'New project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });
});
