import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import BarChart from '@mui/icons-material/BarChart';
import BeachAccess from '@mui/icons-material/BeachAccess';
import BugReport from '@mui/icons-material/BugReport';
import HowToReg from '@mui/icons-material/HowToReg';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonOff from '@mui/icons-material/PersonOff';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/Savings';
import Settings from '@mui/icons-material/Settings';
import TableChart from '@mui/icons-material/TableChart';
import ViewTimeline from '@mui/icons-material/ViewTimeline';
import Work from '@mui/icons-material/Work';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  '/employees': <People />,
  '/add-employee': <PersonAdd />,
  '/time-offs': <BeachAccess />,
  '/admin/recruitment/active': <HowToReg />,
  '/admin/recruitment/rejected': <PersonOff />,
  '/traffic/table-view': <TableChart />,
  '/traffic/timeline-view': <ViewTimeline />,
  '/projects': <Work />,
  '/invoices': <ReceiptLong />,
  '/budget': <AccountBalanceWallet />,
  '/reports/profitability': <Insights />,
  '/reports/salary': <Savings />,
  '/reports/income': <BarChart />,
  '/settings': <Settings />,
  '/test': <BugReport />,
};

export function NavIcon({ href }: { href: string }) {
  return ICONS[href] ?? null;
}
