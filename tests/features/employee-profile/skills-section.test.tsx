import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { UserSkill } from '@/api/user-skills/user-skill.schemas';
import { getTenantDb } from '@/mocks/db';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { PROFILE_PERSON_ID as PERSON_ID, renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

async function skillId(name: string): Promise<number> {
  const skill = (await getTenantDb('acme')).skills.findFirst((q) => q.where({ name }));
  if (!skill) throw new Error(`No skill ${name}`);
  return skill.id;
}

async function giveSkills(userId: number, skills: [name: string, proficiency: number, competency: number][]) {
  const rows: UserSkill[] = [];
  for (const [name, proficiency, competency] of skills) {
    rows.push({ skill_id: await skillId(name), proficiency, competency });
  }
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.skills = rows;
    },
  });
}

const table = () => screen.getByRole('table', { name: /^Skills of / });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name} `) });
const skillNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  return screen.findByRole('dialog', { name: 'Add skill' });
}

describe('the skills tab', () => {
  it('shows every proficiency label (1–5) and competency label (1–4), strongest first, then by name', async () => {
    await giveSkills(PERSON_ID, [
      ['SQL', 1, 1],
      ['Docker', 2, 2],
      ['React', 5, 4],
      ['Python', 3, 3],
      ['AWS', 5, 3],
      ['Java', 4, 4],
    ]);
    await renderProfileTab('skills');
    await waitFor(() => expect(skillNames()).toEqual(['AWS', 'React', 'Java', 'Python', 'Docker', 'SQL']));
    const levels = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent);
    expect(levels('SQL')).toEqual(['Aware', 'Basic']);
    expect(levels('Docker')).toEqual(['Novice', 'Competent']);
    expect(levels('Python')).toEqual(['Intermediate', 'Proficient']);
    expect(levels('Java')).toEqual(['Advanced', 'Expert']);
    expect(levels('React')).toEqual(['Expert', 'Expert']);
  });

  it('offers proficiency as "1 · Aware" … "5 · Expert" and competency as "1 · Basic" … "4 · Expert"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /^Proficiency/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 · Aware',
      '2 · Novice',
      '3 · Intermediate',
      '4 · Advanced',
      '5 · Expert',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: /^Competency/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 · Basic',
      '2 · Competent',
      '3 · Proficient',
      '4 · Expert',
    ]);
  });

  it('adds a skill the person does not have yet and sends its id with both levels', async () => {
    await giveSkills(PERSON_ID, [['React', 4, 3]]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    await screen.findByRole('rowheader', { name: 'React' });
    const requests = recordRequests();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /^Skill/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('Docker');
    expect(offered).not.toContain('React');
    await user.click(screen.getByRole('option', { name: 'Docker' }));
    await choose(user, /^Proficiency/, '3 · Intermediate');
    await choose(user, /^Competency/, '2 · Competent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add skill' })).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-skills/${PERSON_ID}`,
        body: { skill_id: await skillId('Docker'), proficiency: 3, competency: 2 },
      },
    ]);
    const docker = await screen.findByRole('row', { name: /^Docker / });
    expect(within(docker).getByText('Intermediate')).toBeInTheDocument();
    expect(within(docker).getByText('Competent')).toBeInTheDocument();
  });

  it('asks for the skill, the proficiency and the competency, and sends nothing without them', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    const requests = recordRequests();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Skill is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Proficiency is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Competency is required')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it('shows "The skill has already been added." at the skill field and keeps every choice', async () => {
    await giveSkills(PERSON_ID, []);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    const dialog = await openAdd(user);
    await choose(user, /^Skill/, 'Kubernetes');
    await choose(user, /^Proficiency/, '4 · Advanced');
    await choose(user, /^Competency/, '3 · Proficient');
    // Someone else added it meanwhile: the list on screen still offers it, the API refuses it.
    await giveSkills(PERSON_ID, [['Kubernetes', 2, 2]]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const skill = within(dialog).getByRole('combobox', { name: /^Skill/ });
    await waitFor(() => expect(skill).toHaveAccessibleDescription('The skill has already been added.'));
    expect(skill).toHaveAttribute('aria-invalid', 'true');
    expect(skill).toHaveValue('Kubernetes');
    expect(within(dialog).getByRole('combobox', { name: /^Proficiency/ })).toHaveTextContent('4 · Advanced');
    expect(within(dialog).getByRole('combobox', { name: /^Competency/ })).toHaveTextContent('3 · Proficient');
  });

  it('changes the levels of a skill with PATCH, keeping the skill itself', async () => {
    await giveSkills(PERSON_ID, [['React', 2, 1]]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    await user.click(await screen.findByRole('button', { name: 'Edit React' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit React' });
    const skill = within(dialog).getByRole('combobox', { name: /^Skill/ });
    expect(skill).toHaveValue('React');
    expect(skill).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Proficiency/ })).toHaveTextContent('2 · Novice');
    const requests = recordRequests();
    await choose(user, /^Proficiency/, '5 · Expert');
    await choose(user, /^Competency/, '4 · Expert');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      {
        method: 'PATCH',
        path: `user-skills/${PERSON_ID}`,
        body: { skill_id: await skillId('React'), proficiency: 5, competency: 4 },
      },
    ]);
    await waitFor(() => expect(within(rowOf('React')).getAllByText('Expert')).toHaveLength(2));
  });

  it('asks before deleting a skill, and sends nothing when cancelled', async () => {
    await giveSkills(PERSON_ID, [
      ['React', 4, 3],
      ['SQL', 2, 2],
    ]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete SQL' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(confirm).toHaveTextContent('This deletes the skill “SQL”.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete SQL' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(skillNames()).toEqual(['React']));
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: `user-skills/${PERSON_ID}`, body: { skill_id: await skillId('SQL') } },
    ]);
  });

  it('is read-only for someone without employee::update: skills show, nothing to add, edit or delete', async () => {
    await giveSkills(PERSON_ID, [['React', 4, 3]]);
    await renderProfileTab('skills', { as: 'sale@acme.test' });
    expect(await screen.findByRole('rowheader', { name: 'React' })).toBeInTheDocument();
    expect(within(rowOf('React')).getByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add skill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('says when the person has no skills, with a way to add the first', async () => {
    await giveSkills(PERSON_ID, []);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('skills');
    expect(screen.getByText('No skills yet')).toBeInTheDocument();
    await openAdd(user);
  });
});
