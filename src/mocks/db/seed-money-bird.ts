import type { MoneyBirdCredentialsRow } from './money-bird';

// acme is connected (token ending a1b2); globex is not, to show the set-up from scratch.
export function moneyBirdCredentialsOf(tenant: string, referenceDate: Date): MoneyBirdCredentialsRow | null {
  if (tenant !== 'acme') return null;
  return {
    administration_id: '313772697168036880',
    api_token: 'demo_acme_personal_token_7f3c9e1d5ba1b2',
    connected: true,
    scopes: ['sales_invoices', 'documents', 'settings'],
    checked_at: referenceDate.toISOString(),
  };
}
