import { describe, expect, it } from 'vitest';
import {
  amountOff,
  isDiscountActive,
  percentageOff,
  priceAfterDiscount,
  type PlanPrice,
} from '../../server/modules/plans/pricing';

/* The plans' prices (docs/plans.md, "Money and rounding"): integer minor units, half up. */

const NOW = new Date('2026-03-01T12:00:00.000Z');
const plan = (values: Partial<PlanPrice> = {}): PlanPrice => ({
  priceMinor: 1999,
  discountMinor: null,
  discountPercentage: null,
  discountEndsAt: null,
  ...values,
});

describe('a percentage off, rounded half up to a whole minor unit', () => {
  it.each([
    [999, 15, 849], // 849.15
    [5, 50, 3], // 2.5 up
    [1999, 20, 1599], // 1599.2
    [1, 50, 1], // 0.5 up
    [3, 50, 2], // 1.5 up
    [999, 1, 989], // 989.01
    [1999, 100, 0],
    [0, 30, 0],
    [1_000_000_000, 33, 670_000_000],
  ])('%i at %i%% is %i', (price, percentage, expected) => {
    expect(percentageOff(price, percentage)).toBe(expected);
    expect(Number.isInteger(percentageOff(price, percentage))).toBe(true);
  });
});

describe('a fixed amount off', () => {
  it('takes it from the price, never below nothing', () => {
    expect(amountOff(1999, 500)).toBe(1499);
    expect(amountOff(1999, 1999)).toBe(0);
    expect(amountOff(100, 250)).toBe(0);
  });
});

describe('whether a discount is active on the server clock', () => {
  const endsAt = new Date(NOW.getTime());

  it('is over at the end instant, active one millisecond before', () => {
    const ending = plan({ discountPercentage: 20, discountEndsAt: endsAt });
    expect(isDiscountActive(ending, NOW)).toBe(false);
    expect(priceAfterDiscount(ending, NOW)).toBe(1999);
    const before = new Date(NOW.getTime() - 1);
    expect(isDiscountActive(ending, before)).toBe(true);
    expect(priceAfterDiscount(ending, before)).toBe(1599);
  });

  it('never ends without an end date', () => {
    const forever = plan({ discountMinor: 500 });
    expect(isDiscountActive(forever, new Date('2100-01-01T00:00:00Z'))).toBe(true);
    expect(priceAfterDiscount(forever, NOW)).toBe(1499);
  });

  it('is not active without a discount, whatever the date', () => {
    expect(isDiscountActive(plan(), NOW)).toBe(false);
    expect(priceAfterDiscount(plan(), NOW)).toBe(1999);
  });

  it('gives 0 for 100% and for a fixed amount equal to the price', () => {
    expect(priceAfterDiscount(plan({ discountPercentage: 100 }), NOW)).toBe(0);
    expect(priceAfterDiscount(plan({ discountMinor: 1999 }), NOW)).toBe(0);
  });

  it('prices after the end date at the full price', () => {
    const past = plan({ discountMinor: 500, discountEndsAt: new Date(NOW.getTime() - 60_000) });
    expect(priceAfterDiscount(past, NOW)).toBe(1999);
  });
});
