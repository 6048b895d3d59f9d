import { differenceInYears, parseISO } from 'date-fns';
import { BRIEF_INTRO_MAX_LENGTH, briefIntroResponseSchema } from '@/api/user-profile/brief-intro.schemas';
import { ENHANCE_FIELDS, enhanceResponseSchema } from '@/api/user-profile/user-enhance.schemas';
import { truncate } from '@/lib/truncate';
import { mockToday } from '../db/employee-view';
import { nameById, rowById } from '../db/rows';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { found, respond } from '../routing/responses';
import { editableEmployee } from '../routing/edit-gate';
import { tenantRoute } from '../routing/route';
import { orNull, validate } from '../routing/validate';

// The overview's own calls: the brief intro, and the suggested rewrite of it.

const briefIntro = tenantRoute('PATCH', 'brief-intro/:id', async (context) => {
  const person = editableEmployee(context);
  const values = validate(await readBody(context.request), {
    // Sent as null to clear it: a body without it is refused rather than clearing it.
    brief_intro: ['present', { max: BRIEF_INTRO_MAX_LENGTH }],
  });
  const text = orNull(values.brief_intro);
  found(
    await context.db.users.update((q) => q.where({ id: person.id }), {
      data(draft) {
        draft.brief_intro = text;
      },
    }),
  );
  return respond(briefIntroResponseSchema, { data: { brief_intro: text } });
});

// What the profile says about the person, for the rewrite.
export type IntroFacts = {
  position: string | null;
  // The seniority band ("Senior"), not the grade ("Senior II"): it reads naturally before a position.
  seniority: string | null;
  department: string | null;
  // Their strongest skills first.
  skills: string[];
  yearsAtCompany: number;
};

const TOP_SKILLS = 3;

export function introFactsOf(db: TenantDb, person: MockUser, today: string = mockToday()): IntroFacts {
  const seniorities = db.seniorities.all();
  const grade = rowById(seniorities, person.seniority_id);
  const band = grade?.parent_id ? rowById(seniorities, grade.parent_id) : grade;
  const skills = db.skills.all();
  const joined = person.start_date ?? person.created_at.slice(0, 10);
  return {
    position: nameById(db.positions.all(), person.position_id),
    seniority: band?.name ?? null,
    department: nameById(db.departments.all(), person.department_id),
    skills: [...person.skills]
      .sort((a, b) => b.proficiency - a.proficiency || b.competency - a.competency || a.skill_id - b.skill_id)
      .flatMap((skill) => nameById(skills, skill.skill_id) ?? [])
      .slice(0, TOP_SKILLS),
    yearsAtCompany: Math.max(0, differenceInYears(parseISO(today), parseISO(joined))),
  };
}

const listed = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

function leadOf({ position, seniority, department, yearsAtCompany }: IntroFacts): string {
  const role = [seniority, position].filter(Boolean).join(' ') || 'Team member';
  const where = department ? ` in ${department}` : '';
  const tenure =
    yearsAtCompany === 0
      ? ', new to the company'
      : ` with ${yearsAtCompany} year${yearsAtCompany === 1 ? '' : 's'} at the company`;
  return `${role}${where}${tenure}.`;
}

const skillsOf = ({ skills }: IntroFacts): string =>
  skills.length > 0 ? `Key skills: ${listed(skills)}.` : '';

// Whitespace collapsed, a lone "i" capitalised, each sentence starting with a capital and the text
// ending with a full stop.
function tidy(text: string): string {
  const words = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([.!?]){2,}/g, '$1')
    .replace(/\bi\b/g, 'I')
    .trim();
  if (words === '') return '';
  const sentences = words
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1));
  const joined = sentences.join(' ');
  return /[.!?]$/.test(joined) ? joined : `${joined}.`;
}

// A deterministic rewrite that reads better and says who the person is: a lead sentence from their
// position, seniority, department and years at the company, their words tidied, then their key skills.
// Enhancing a suggestion again gives the same text, not a longer one.
export function enhanceIntro(text: string, facts: IntroFacts): string {
  const lead = leadOf(facts);
  const skills = skillsOf(facts);
  let body = tidy(text);
  if (body.startsWith(lead)) body = body.slice(lead.length).trim();
  if (skills && body.endsWith(skills)) body = body.slice(0, -skills.length).trim();
  const room = BRIEF_INTRO_MAX_LENGTH - lead.length - skills.length - 2;
  // Cut with '...' (SPEC §9) by the shared rule.
  const fitted = truncate(body, room);
  return [lead, fitted, skills].filter(Boolean).join(' ');
}

const enhance = tenantRoute('POST', 'user-enhance/:id', async (context) => {
  const person = editableEmployee(context);
  const values = validate(await readBody(context.request), {
    field: ['required', { in: ENHANCE_FIELDS }],
    text: ['required', { max: BRIEF_INTRO_MAX_LENGTH }],
  });
  const suggestion = enhanceIntro(values.text, introFactsOf(context.db, person));
  return respond(enhanceResponseSchema, { data: { suggestion } });
});

export const userProfileHandlers = [briefIntro, enhance];
