import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { formatMoney } from '@/lib/money';
import { DrawerSection } from '@/components/layout/drawer-section';

// Who worked how long at what rate; then net, VAT and total (VAT rounded once, by the server).
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const vatLabel = invoice.vat ? `${invoice.vat.name} (${invoice.vat.percentage}%)` : 'VAT';
  return (
    <DrawerSection title="Lines">
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell align="right">Days</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line, index) => (
            <TableRow key={`${line.user?.id ?? 'line'}-${index}`}>
              <TableCell>{line.user?.name ?? line.description}</TableCell>
              <TableCell align="right">{line.days}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{money(line.rate)}</TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>Net</TableCell>
            <TableCell align="right">{money(invoice.subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4}>{vatLabel}</TableCell>
            <TableCell align="right">{money(invoice.vat_amount)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(invoice.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </DrawerSection>
  );
}
