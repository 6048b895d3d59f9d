// The invoice kind in words: from a project's hours, or from vacation.
const TYPE_LABELS: Record<string, string> = { hours: 'Hours', vacation: 'Vacation' };

export const invoiceTypeLabel = (type: string): string => TYPE_LABELS[type] ?? type;
