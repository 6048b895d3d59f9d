import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { EducationRow } from '@/mocks/db/profile-schemas';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { choose, dateGroup, pasteDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { PROFILE_PERSON_ID as PERSON_ID, renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TBILISI: Omit<EducationRow, 'id' | 'user_id'> = {
  institution: 'Tbilisi State University',
  degree: 'Bachelor',
  field_of_study: 'Computer Science',
  start_date: '2014-09-01',
  end_date: '2018-06-30',
};
const OXFORD: Omit<EducationRow, 'id' | 'user_id'> = {
  institution: 'University of Oxford',
  degree: 'Phd',
  field_of_study: 'Mathematics',
  start_date: '2020-10-01',
  end_date: null,
};

// Replaces the person's education with known entries (ids 9001…), so the tab does not depend on the seed.
async function giveEducation(userId: number, entries: Omit<EducationRow, 'id' | 'user_id'>[]) {
  const db = await getTenantDb('acme');
  await db.education.deleteMany((q) => q.where({ user_id: userId }));
  for (const [index, entry] of entries.entries()) {
    await db.education.create({ id: 9001 + index, user_id: userId, ...entry });
  }
}

const entries = () => screen.getByRole('list', { name: 'Education entries' });
const dialog = (name: string) => screen.getByRole('dialog', { name });

// Pasting puts the text in at once: the field sees the same change as from typing, much faster.
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// A new entry; a case about a date gives it here (day, month, year), so each date goes in once.
async function fillNewEntry(user: UserEvent, { start = '01092019', end = '30062021' } = {}) {
  await fill(user, screen.getByLabelText(/^Institution/), 'Free University of Tbilisi');
  await choose(user, /^Degree/, 'Masters');
  await fill(user, screen.getByLabelText(/^Field of study/), 'Economics');
  await pasteDate(user, /^Start date/, start);
  await pasteDate(user, /^End date/, end);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

// An entry of the list, by its institution.
const entryOf = (institution: string) =>
  within(entries())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: institution }));

describe('the education tab', () => {
  it('lists each degree with where, what and the years, an open one "– present"', async () => {
    await giveEducation(PERSON_ID, [TBILISI, OXFORD]);
    await renderProfileTab('education');
    const oxford = entryOf('University of Oxford');
    const tbilisi = entryOf('Tbilisi State University');
    expect(oxford).toHaveTextContent('Phd');
    expect(oxford).toHaveTextContent('Mathematics · 2020 – present');
    expect(tbilisi).toHaveTextContent('Bachelor');
    expect(tbilisi).toHaveTextContent('Computer Science · 2014 – 2018');
    // Newest first, as the API orders them.
    expect(
      within(entries())
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['University of Oxford', 'Tbilisi State University']);
  });

  it('says so when there is none yet', async () => {
    await giveEducation(PERSON_ID, []);
    await renderProfileTab('education');
    expect(screen.getByRole('status')).toHaveTextContent('No education yet');
    expect(screen.getByRole('button', { name: 'Add education' })).toBeInTheDocument();
  });

  it('offers exactly the degrees Bachelor, Masters and Phd', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.click(screen.getByRole('combobox', { name: /^Degree/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bachelor', 'Masters', 'Phd']);
  });

  it('adds an entry: POST user-education/{id} with what was typed, then lists it', async () => {
    const user = userEvent.setup({ delay: null });
    await giveEducation(PERSON_ID, [TBILISI]);
    await renderProfileTab('education');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fillNewEntry(user);
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Education added')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-education/${PERSON_ID}`,
        body: {
          institution: 'Free University of Tbilisi',
          degree: 'Masters',
          field_of_study: 'Economics',
          start_date: '2019-09-01',
          end_date: '2021-06-30',
        },
      },
    ]);
    expect(entryOf('Free University of Tbilisi')).toHaveTextContent('Economics · 2019 – 2021');
  });

  it('edits an entry: POST user-education-update/{id} naming it; still studying sends no end date', async () => {
    const user = userEvent.setup({ delay: null });
    await giveEducation(PERSON_ID, [TBILISI]);
    await renderProfileTab('education');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit Bachelor, Tbilisi State University' }));
    const form = dialog('Edit education');
    expect(within(form).getByLabelText(/^Institution/)).toHaveValue('Tbilisi State University');
    expect(dateGroup(/^End date/)).toHaveTextContent('30/06/2018');
    await user.click(within(form).getByRole('checkbox', { name: 'I still study here' }));
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-education-update/${PERSON_ID}`,
        body: { education_id: 9001, ...TBILISI, end_date: null },
      },
    ]);
    expect(entryOf('Tbilisi State University')).toHaveTextContent('2014 – present');
  });

  it('deletes an entry only after asking: DELETE user-education/{id} with education_id', async () => {
    const user = userEvent.setup({ delay: null });
    await giveEducation(PERSON_ID, [TBILISI, OXFORD]);
    await renderProfileTab('education');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Delete Phd, University of Oxford' }));
    const confirm = dialog('Delete?');
    expect(confirm).toHaveTextContent('This deletes the education entry “Phd, University of Oxford”');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Phd, University of Oxford' }));
    await user.click(within(dialog('Delete?')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(entryOf('University of Oxford')).toBeUndefined());
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: `user-education/${PERSON_ID}`, body: { education_id: 9002 } },
    ]);
  });

  it('asks for the required fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await save(user);
    expect(await screen.findByText('Institution is required')).toBeInTheDocument();
    expect(screen.getByText('Degree is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required, or tick “I still study here”')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fillNewEntry(user, { end: '30062018' });
    await save(user);
    await waitFor(() =>
      expect(dateGroup(/^End date/)).toHaveAccessibleDescription('End date cannot be before the start date'),
    );
    expect(dateGroup(/^End date/)).toHaveAttribute('aria-invalid', 'true');
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a date more than 150 years away with "Please enter valid date"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fillNewEntry(user, { start: '01091850' });
    await save(user);
    await waitFor(() =>
      expect(dateGroup(/^Start date/)).toHaveAccessibleDescription('Please enter valid date'),
    );
  });

  it('puts a 422 on its field and keeps the dialog open with every value', async () => {
    answerWith('POST', 'user-education/:id', 422, {
      message: 'The institution has already been listed.',
      errors: { institution: ['The institution has already been listed.'] },
    });
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fillNewEntry(user);
    await save(user);
    const institution = screen.getByLabelText(/^Institution/);
    await waitFor(() => expect(institution).toHaveAttribute('aria-invalid', 'true'));
    expect(institution).toHaveAccessibleDescription('The institution has already been listed.');
    expect(institution).toHaveValue('Free University of Tbilisi');
    expect(screen.getByLabelText(/^Field of study/)).toHaveValue('Economics');
    expect(dateGroup(/^Start date/)).toHaveTextContent('01/09/2019');
    expect(dialog('Add education')).toBeInTheDocument();
  });

  it('says why when the API refuses the change (403), keeping the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('education');
    // The person moved past pre-offer after the page was opened.
    await (
      await getTenantDb('acme')
    ).users.update((q) => q.where({ id: PERSON_ID }), {
      data(person) {
        person.stage = 'hired';
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fillNewEntry(user);
    await save(user);
    expect(await screen.findByText(/This profile is read-only/)).toBeInTheDocument();
    expect(dialog('Add education')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Institution/)).toHaveValue('Free University of Tbilisi');
  });

  it('shows a profile the user may not change without anything to add, edit or delete', async () => {
    await giveEducation(PERSON_ID, [TBILISI]);
    await renderProfileTab('education', { as: 'sale@acme.test' });
    expect(entryOf('Tbilisi State University')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add education' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
