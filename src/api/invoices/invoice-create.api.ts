import { request } from '../http';
import {
  invoiceCalculationSchema,
  invoiceResponseSchema,
  type Invoice,
  type InvoiceCalculation,
  type InvoiceCalculationRequest,
  type NewInvoice,
} from './invoice.schemas';

// Creating an invoice: a calculation preview from a project's hours or its billable vacation
// (nothing is stored), then POST invoices-create with the lines as edited.

export type InvoiceCalculationType = 'hours' | 'vacation';

function bodyOf({ from, to, user_ids }: InvoiceCalculationRequest): InvoiceCalculationRequest {
  return user_ids && user_ids.length > 0 ? { from, to, user_ids } : { from, to };
}

// POST invoice-calculations/{projectId}: the hours invoice the project's terms give for the period.
export async function calculateHoursInvoice(
  projectId: number,
  period: InvoiceCalculationRequest,
  signal?: AbortSignal,
): Promise<InvoiceCalculation> {
  const body = await request(invoiceCalculationSchema, {
    method: 'POST',
    url: `invoice-calculations/${projectId}`,
    data: bodyOf(period),
    signal,
  });
  return body.data;
}

// POST invoice-vacation-calculations/{projectId}: the vacation the contracts let us bill.
export async function calculateVacationInvoice(
  projectId: number,
  period: InvoiceCalculationRequest,
  signal?: AbortSignal,
): Promise<InvoiceCalculation> {
  const body = await request(invoiceCalculationSchema, {
    method: 'POST',
    url: `invoice-vacation-calculations/${projectId}`,
    data: bodyOf(period),
    signal,
  });
  return body.data;
}

export function calculateInvoice(
  projectId: number,
  type: InvoiceCalculationType,
  period: InvoiceCalculationRequest,
  signal?: AbortSignal,
): Promise<InvoiceCalculation> {
  return type === 'hours'
    ? calculateHoursInvoice(projectId, period, signal)
    : calculateVacationInvoice(projectId, period, signal);
}

// 201 with the invoice, awaiting approval; 422 on the fields (period_from for a duplicate).
export async function createInvoice(input: NewInvoice): Promise<Invoice> {
  const body = await request(invoiceResponseSchema, { method: 'POST', url: 'invoices-create', data: input });
  return body.data;
}
