// The signed-in person's balance (issue 12 fills it in).
export function BalanceStrip() {
  return null;
}
