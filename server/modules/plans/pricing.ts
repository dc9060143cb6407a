/*
 * What a plan costs now (docs/plans.md, "Money and rounding"): the only place prices are
 * computed. Money is integer minor units; nothing here touches a float, so 1999 at 20% is 1599
 * on every machine.
 */

export interface PlanPrice {
  priceMinor: number;
  discountMinor: number | null;
  discountPercentage: number | null;
  discountEndsAt: Date | null;
}

/**
 * A discount is given and has not ended on the server's clock. At the end instant it is over:
 * a discount "until 12:00" is not paid at 12:00.
 */
export function isDiscountActive(plan: PlanPrice, now: Date): boolean {
  const given = plan.discountMinor !== null || plan.discountPercentage !== null;
  if (!given) return false;
  return plan.discountEndsAt === null || now.getTime() < plan.discountEndsAt.getTime();
}

/**
 * `priceMinor` less `percentage` per cent, rounded half up to a whole minor unit:
 * 999 at 15% is 849.15 -> 849; 5 at 50% is 2.5 -> 3. Integer arithmetic only (the largest
 * product, 10^9 * 100, is far below 2^53).
 */
export function percentageOff(priceMinor: number, percentage: number): number {
  const hundredths = priceMinor * (100 - percentage) + 50;
  return (hundredths - (hundredths % 100)) / 100;
}

/** A fixed amount off, never below nothing. */
export const amountOff = (priceMinor: number, discountMinor: number): number =>
  Math.max(0, priceMinor - discountMinor);

/** What a buyer pays now: the price less an active discount, else the price itself. */
export function priceAfterDiscount(plan: PlanPrice, now: Date): number {
  if (!isDiscountActive(plan, now)) return plan.priceMinor;
  if (plan.discountPercentage !== null) {
    return percentageOff(plan.priceMinor, plan.discountPercentage);
  }
  return amountOff(plan.priceMinor, plan.discountMinor ?? 0);
}
