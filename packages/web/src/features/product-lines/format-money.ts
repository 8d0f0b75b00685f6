/** An amount with 2 decimals and its currency code, grouped the way the person's language groups numbers. */
export function formatMoney(amount: number, currency: string): string {
  const number = amount.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${number}`;
}
