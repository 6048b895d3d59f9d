// Money arithmetic in integer cents, never in floats. Amounts arrive as JSON numbers with at most
// two decimals and leave the same way; everything in between is an integer. Number is exact for
// integers below 2^53 (about 9·10^15 cents), far beyond any invoice.

// a / b rounded half away from zero, exactly, for integers (b ≠ 0): 24 997.5 → 24 998, -0.5 → -1.
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideRoundHalfUp needs safe integers and a non-zero divisor: ${numerator}/${denominator}`,
    );
  }
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return negative ? -rounded : rounded;
}

// 12.34 → 1234. The amount is read through its shortest decimal form, so 1.005 (stored as
// 1.00499…) is 1.005 and rounds half up to 101, as a person reading it expects.
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return decimalToScaled(amount, 2);
}

// 1234 → 12.34, for the wire and for formatting.
export function fromCents(cents: number): number {
  return cents / 100;
}

// A decimal number as an integer of `places` decimals, rounded half up once: (3.0000, 4) → 30000.
export function decimalToScaled(value: number, places: number): number {
  const [mantissa, exponentText] = String(value).toLowerCase().split('e') as [string, string?];
  const exponent = Number(exponentText ?? 0) + places;
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.') as [string, string?];
  const digits = `${whole}${fraction}`;
  // Where the decimal point falls in `digits` after scaling.
  const point = whole.length + exponent;
  let integerPart: number;
  let roundUp: boolean;
  if (point <= 0) {
    integerPart = 0;
    roundUp = point === 0 && Number(digits[0] ?? '0') >= 5;
  } else if (point >= digits.length) {
    integerPart = Number(digits.padEnd(point, '0'));
    roundUp = false;
  } else {
    integerPart = Number(digits.slice(0, point));
    roundUp = Number(digits[point]) >= 5;
  }
  const scaled = integerPart + (roundUp ? 1 : 0);
  return negative && scaled !== 0 ? -scaled : scaled;
}

// One line of an invoice or forecast: minutes × hourly rate, rounded once (half up) to the cent.
// 450 min × 33.33 → 249.98; 8 550 min × 33.33 → 4 749.53.
export function lineAmountCents(minutes: number, hourlyRateCents: number): number {
  return divideRoundHalfUp(minutes * hourlyRateCents, 60);
}

// A percentage of an amount (VAT on a net total, a share of a salary), rounded once:
// 5 760.00 at 18 % → 1 036.80. The percentage may have up to four decimals (7.5 %, 12.3456 %).
export function percentOfCents(cents: number, percentage: number): number {
  return divideRoundHalfUp(cents * decimalToScaled(percentage, 4), 1_000_000);
}

// An amount in another currency at a rate (units of the target per one unit of the source, up to
// six decimals, as currency-rates give it): 7 200.00 EUR at 3.0000 → 21 600.00 GEL.
export function convertCents(cents: number, rate: number): number {
  return divideRoundHalfUp(cents * decimalToScaled(rate, 6), 1_000_000);
}

// A part of a whole as a percentage with two decimals, rounded once: a delta of −1 440 on a
// forecast of 7 200 → −20; a profit of 11 280 on revenue of 17 280 → 65.28. Null when the whole is 0
// and no percentage exists (shown "—").
export function percentageOf(partCents: number, wholeCents: number): number | null {
  if (wholeCents === 0) return null;
  return divideRoundHalfUp(partCents * 10_000, wholeCents) / 100;
}

// Splits a total over weights (working days of each month, say) so the parts sum to the total
// exactly: each part is rounded down, and the cents left over go to the largest remainders, the
// earlier part first on a tie. 249 000.00 over 2025's working days → 20 000.00 for January.
export function spreadCents(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0) || weightSum === 0) {
    throw new RangeError('spreadCents needs whole, non-negative weights that are not all zero');
  }
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  const parts = weights.map((weight) => {
    const exact = total * weight;
    return { floor: Math.floor(exact / weightSum), remainder: exact % weightSum };
  });
  let left = total - parts.reduce((sum, part) => sum + part.floor, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = parts.map((part) => part.floor);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result.map((part) => part * sign + 0);
}
