import { BudgetScreen } from '@/features/budget/budget-page';

export default BudgetScreen;
