import { dataOf } from '../common.schemas';
import { request } from '../http';
import { industrySchema, type Industry } from './industry.schemas';

// POST industries { name }: a new entry of the reference list (employee::update or settings::manage).
// 422 on name: required, or 'The name has already been taken.' (any case).
export async function createIndustry(name: string): Promise<Industry> {
  const body = await request(dataOf(industrySchema), {
    method: 'POST',
    url: 'industries',
    data: { name: name.trim() },
  });
  return body.data;
}
