const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in US dollars with two decimals, as the spec shows prices: $30.00. */
export const formatUsd = (amount: number): string => usd.format(amount);
