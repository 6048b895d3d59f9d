import { request } from '../http';
import { briefIntroResponseSchema } from './brief-intro.schemas';

// A blank intro is sent as null (Laravel's "nullable").
export async function saveBriefIntro(userId: number, briefIntro: string): Promise<string | null> {
  const text = briefIntro.trim();
  const body = await request(briefIntroResponseSchema, {
    method: 'PATCH',
    url: `brief-intro/${userId}`,
    data: { brief_intro: text === '' ? null : text },
  });
  return body.data.brief_intro;
}
