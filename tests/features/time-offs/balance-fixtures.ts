import { balancePageSchema, type Balance } from '@/api/time-offs/time-off.schemas';
import { getAs, login } from '../../support/mock-api';

// A balance as the mocked API answers it to `email` (the first row it lists, or that person's), so
// screen tests compare with the seed whatever it holds.
export async function balanceAsAnswered(email: string, userId?: number): Promise<Balance> {
  const token = await login(email);
  const path = userId === undefined ? 'time-offs/balances' : `time-offs/balances?user_ids[]=${userId}`;
  const { status, body } = await getAs(email.split('@')[1]!.split('.')[0]!, path, token);
  if (status !== 200) throw new Error(`GET ${path} as ${email}: ${status}`);
  const row = balancePageSchema.parse(body).data.data[0];
  if (!row) throw new Error(`No balance for ${email}`);
  return row;
}
