import { request } from '../http';
import { userSkillListResponseSchema, type UserSkill } from './user-skill.schemas';

// The path id is the person's; the skill is named in the body. Each answers all of the person's skills.

export async function addUserSkill(userId: number, skill: UserSkill): Promise<UserSkill[]> {
  const { skill_id, proficiency, competency } = skill;
  const body = await request(userSkillListResponseSchema, {
    method: 'POST',
    url: `user-skills/${userId}`,
    data: { skill_id, proficiency, competency },
  });
  return body.data;
}

export async function updateUserSkill(userId: number, skill: UserSkill): Promise<UserSkill[]> {
  const { skill_id, proficiency, competency } = skill;
  const body = await request(userSkillListResponseSchema, {
    method: 'PATCH',
    url: `user-skills/${userId}`,
    data: { skill_id, proficiency, competency },
  });
  return body.data;
}

export async function deleteUserSkill(userId: number, skillId: number): Promise<UserSkill[]> {
  const body = await request(userSkillListResponseSchema, {
    method: 'DELETE',
    url: `user-skills/${userId}`,
    data: { skill_id: skillId },
  });
  return body.data;
}
