import { subDays } from 'date-fns';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import type { MockUser, RegistrationRow } from './schemas';

// Registration links: REG-<TENANT>-0001 waits for its new hire; REG-<TENANT>-0002 was used by the
// tenant's demo employee.
const NEW_HIRES: Record<string, { first_name: string; last_name: string }> = {
  acme: { first_name: 'Levan', last_name: 'Gelashvili' },
  globex: { first_name: 'Bart', last_name: 'Simpson' },
};

export const registrationNumber = (tenant: string, index: number): string =>
  `REG-${tenant.toUpperCase()}-${String(index).padStart(4, '0')}`;

// The tenant a number belongs to, read from the number itself; null when it has no such shape.
export function tenantOfRegistration(number: string): string | null {
  const match = /^REG-([A-Z0-9-]+)-\d+$/i.exec(number);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function seedRegistrations(
  tenant: string,
  users: readonly MockUser[],
  referenceDate: Date,
): RegistrationRow[] {
  const hire = NEW_HIRES[tenant] ?? { first_name: 'New', last_name: 'Colleague' };
  const rows: RegistrationRow[] = [
    {
      number: registrationNumber(tenant, 1),
      email: `${hire.first_name}.${hire.last_name}@${tenant}.test`.toLowerCase(),
      ...hire,
      user_id: null,
      used_at: null,
    },
  ];
  const employeeEmail = DEMO_ACCOUNTS.find((a) => a.tenant === tenant && a.role === 'employee')?.email;
  const employee = users.find((user) => user.email === employeeEmail);
  if (employee) {
    rows.push({
      number: registrationNumber(tenant, 2),
      email: employee.email,
      first_name: employee.first_name,
      last_name: employee.last_name,
      user_id: employee.id,
      used_at: subDays(referenceDate, 400).toISOString(),
    });
  }
  return rows;
}
