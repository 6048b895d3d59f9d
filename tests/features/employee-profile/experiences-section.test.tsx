import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { industriesList } from '@/api/industries/industries.reference';
import type { Industry } from '@/api/industries/industry.schemas';
import type { ExperienceRow } from '@/mocks/db/profile-schemas';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { choose, dateGroup, pasteDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { PROFILE_PERSON_ID as PERSON_ID, renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

async function industryId(name: string): Promise<number> {
  const row = (await getTenantDb('acme')).industries.findFirst((q) => q.where({ name }));
  if (!row) throw new Error(`No industry ${name}`);
  return row.id;
}

type SeedJob = Omit<ExperienceRow, 'id' | 'user_id' | 'industry_id'> & { industry: string | null };

const BANK: SeedJob = {
  company: 'Bank of Georgia',
  position: 'Frontend Developer',
  industry: 'Banking',
  start_date: '2018-03-01',
  end_date: '2020-06-30',
  description: 'Built the mobile bank.',
};
const CLINIC: SeedJob = {
  company: 'Medi Clinic',
  position: 'Team Lead',
  industry: 'Healthcare',
  start_date: '2020-07-01',
  end_date: null,
  description: '',
};
const SHOP: SeedJob = {
  company: 'Corner Shop',
  position: 'Cashier',
  industry: null,
  start_date: '2012-01-01',
  end_date: '2013-01-31',
  description: '',
};

// Replaces the person's experiences with known ones (ids 9001…), so the tab does not depend on the seed.
async function giveExperiences(userId: number, jobs: SeedJob[]) {
  const db = await getTenantDb('acme');
  await db.experiences.deleteMany((q) => q.where({ user_id: userId }));
  for (const [index, { industry, ...job }] of jobs.entries()) {
    await db.experiences.create({
      id: 9001 + index,
      user_id: userId,
      industry_id: industry === null ? null : await industryId(industry),
      ...job,
    });
  }
}

const entries = () => screen.getByRole('list', { name: 'Experience entries' });
const entryOf = (title: string) =>
  within(entries())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }));
const dialog = (name: string) => screen.getByRole('dialog', { name });

// Pasting puts the text in at once: the field sees the same change as from typing, much faster.
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const industryField = () => screen.getByRole('combobox', { name: /^Industry/ });
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

// A new job; a case about a date gives it here (day, month, year), so each date goes in once.
async function fillNewJob(user: UserEvent, { start = '01032019', end = '31122021' } = {}) {
  await fill(user, screen.getByLabelText(/^Position/), 'Backend Engineer');
  await fill(user, screen.getByLabelText(/^Company/), 'TBC Bank');
  await pasteDate(user, /^Start date/, start);
  await pasteDate(user, /^End date/, end);
  await fill(user, screen.getByLabelText(/^Description/), 'Payments.');
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('the experiences tab', () => {
  it('lists each job as position at company, with industry, months and what they did', async () => {
    await giveExperiences(PERSON_ID, [BANK, CLINIC]);
    await renderProfileTab('experiences');
    const bank = entryOf('Frontend Developer at Bank of Georgia');
    await waitFor(() => expect(bank).toHaveTextContent('Banking · Mar 2018 – Jun 2020'));
    expect(bank).toHaveTextContent('Built the mobile bank.');
    expect(entryOf('Team Lead at Medi Clinic')).toHaveTextContent('Healthcare · Jul 2020 – present');
  });

  it('adds a job: POST experiences/{id} with what was typed, then lists it', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, [BANK]);
    await renderProfileTab('experiences');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await fillNewJob(user);
    await choose(user, /^Industry/, 'Banking');
    await save(user);
    await dialogGone();
    expect(await screen.findByText('Experience added')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `experiences/${PERSON_ID}`,
        body: {
          company: 'TBC Bank',
          position: 'Backend Engineer',
          industry_id: await industryId('Banking'),
          start_date: '2019-03-01',
          end_date: '2021-12-31',
          description: 'Payments.',
        },
      },
    ]);
    expect(entryOf('Backend Engineer at TBC Bank')).toHaveTextContent('Banking · Mar 2019 – Dec 2021');
  });

  it('edits a job with POST experiences/{id}?_method=PATCH naming it; still working there sends no end', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, [BANK]);
    await renderProfileTab('experiences');
    const urls = recordRequests();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit Frontend Developer at Bank of Georgia' }));
    const form = dialog('Edit experience');
    expect(within(form).getByLabelText(/^Company/)).toHaveValue('Bank of Georgia');
    await waitFor(() => expect(industryField()).toHaveValue('Banking'));
    await user.clear(within(form).getByLabelText(/^Position/));
    await fill(user, within(form).getByLabelText(/^Position/), 'Senior Frontend Developer');
    await user.click(within(form).getByRole('checkbox', { name: 'I still work here' }));
    await save(user);
    await dialogGone();
    const [write] = urls.writeRequests();
    expect(write?.method).toBe('POST');
    expect(write?.path).toBe(`experiences/${PERSON_ID}`);
    expect(write?.query.get('_method')).toBe('PATCH');
    expect((await requests.writes())[0]?.body).toEqual({
      experience_id: 9001,
      company: 'Bank of Georgia',
      position: 'Senior Frontend Developer',
      industry_id: await industryId('Banking'),
      start_date: '2018-03-01',
      end_date: null,
      description: 'Built the mobile bank.',
    });
    expect(entryOf('Senior Frontend Developer at Bank of Georgia')).toHaveTextContent('Mar 2018 – present');
  });

  it('deletes one job after asking: DELETE experiences/{id}?experience_ids[]=', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, [BANK, CLINIC]);
    await renderProfileTab('experiences');
    const urls = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Delete Team Lead at Medi Clinic' }));
    expect(dialog('Delete?')).toHaveTextContent('This deletes the experience “Team Lead at Medi Clinic”');
    await user.click(within(dialog('Delete?')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(entryOf('Team Lead at Medi Clinic')).toBeUndefined());
    const [write] = urls.writeRequests();
    expect(write?.method).toBe('DELETE');
    expect(write?.path).toBe(`experiences/${PERSON_ID}`);
    expect(write?.query.getAll('experience_ids[]')).toEqual(['9002']);
  });

  it('deletes several ticked jobs in one call, after a confirmation naming how many', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, [CLINIC, BANK, SHOP]);
    await renderProfileTab('experiences');
    const urls = recordRequests();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Team Lead at Medi Clinic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cashier at Corner Shop' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = dialog('Delete 2 experiences?');
    expect(confirm).toHaveTextContent('Team Lead at Medi Clinic');
    expect(confirm).toHaveTextContent('Cashier at Corner Shop');
    expect(confirm).not.toHaveTextContent('Frontend Developer');
    await user.click(within(confirm).getByRole('button', { name: 'Delete 2 experiences' }));
    await dialogGone();
    expect(await screen.findByText('2 experiences deleted')).toBeInTheDocument();
    const writes = urls.writeRequests();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('DELETE');
    expect(writes[0]?.query.getAll('experience_ids[]')).toEqual(['9001', '9003']);
    expect(
      within(entries())
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Frontend Developer at Bank of Georgia']);
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
  });

  it('adds an industry typed in: POST industries, selects it, and the list knows it', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, []);
    const { queryClient } = await renderProfileTab('experiences');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await fillNewJob(user);
    await user.type(industryField(), 'Biotech');
    await user.click(await screen.findByRole('option', { name: 'Add “Biotech”' }));
    await waitFor(() => expect(industryField()).toHaveValue('Biotech'));
    const created = queryClient
      .getQueryData<Industry[]>(industriesList.queryKey())
      ?.find((industry) => industry.name === 'Biotech');
    expect(created).toBeDefined();
    await save(user);
    await dialogGone();
    const writes = await requests.writes();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST industries',
      `POST experiences/${PERSON_ID}`,
    ]);
    expect(writes[0]?.body).toEqual({ name: 'Biotech' });
    expect(writes[1]?.body).toMatchObject({ industry_id: created?.id });
    expect(entryOf('Backend Engineer at TBC Bank')).toHaveTextContent('Biotech · Mar 2019 – Dec 2021');
  });

  it('does not offer to add an industry that exists already, in any case', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('experiences');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await user.type(industryField(), 'banking');
    expect(await screen.findByRole('option', { name: 'Banking' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('experiences');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await fillNewJob(user, { end: '01012019' });
    await save(user);
    await waitFor(() =>
      expect(dateGroup(/^End date/)).toHaveAccessibleDescription('End date cannot be before the start date'),
    );
    expect(await requests.writes()).toEqual([]);
  });

  it('puts a 422 on its field and keeps the dialog open with every value', async () => {
    answerWith('POST', 'experiences/:id', 422, {
      message: 'The company field must not be greater than 255 characters.',
      errors: { company: ['The company field must not be greater than 255 characters.'] },
    });
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('experiences');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await fillNewJob(user);
    await save(user);
    const company = screen.getByLabelText(/^Company/);
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(company).toHaveAccessibleDescription('The company field must not be greater than 255 characters.');
    expect(company).toHaveValue('TBC Bank');
    expect(screen.getByLabelText(/^Position/)).toHaveValue('Backend Engineer');
    expect(dialog('Add experience')).toBeInTheDocument();
  });

  it('shows a profile the user may not change without anything to add, tick, edit or delete', async () => {
    await giveExperiences(PERSON_ID, [BANK, CLINIC]);
    await renderProfileTab('experiences', { as: 'sale@acme.test' });
    expect(entryOf('Frontend Developer at Bank of Georgia')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add experience' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it('a delete the API refuses (403: the profile was locked meanwhile) goes to /404 (SPEC §8), deleting nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await giveExperiences(PERSON_ID, [BANK]);
    const { router } = await renderProfileTab('experiences');
    await (
      await getTenantDb('acme')
    ).users.update((q) => q.where({ id: PERSON_ID }), {
      data(person) {
        person.stage = 'offer';
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Frontend Developer at Bank of Georgia' }));
    await user.click(within(dialog('Delete?')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.asPath).toBe('/404'));
    const stored = await (
      await getTenantDb('acme')
    ).experiences.findMany((q) => q.where({ user_id: PERSON_ID }));
    expect(stored.map((row) => row.position)).toEqual(['Frontend Developer']);
  });
});
