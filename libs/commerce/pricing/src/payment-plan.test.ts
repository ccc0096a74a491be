import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPaymentPlan, depositOffer, maxInstalmentsOffered, minimumDeposit } from './payment-plan.js';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A purchase moment, a close date 2..400 days after its day, a total and a percentage. */
const scenario = fc
  .record({
    purchasedMs: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
    daysToClose: fc.integer({ min: 2, max: 400 }),
    totalMinor: fc.integer({ min: 1, max: 50_000_000 }),
    percent: fc.integer({ min: 1, max: 100 }),
    extra: fc.double({ min: 0, max: 1, noNaN: true }),
    formMax: fc.integer({ min: 1, max: 12 }),
    pick: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((s) => {
    const purchasedAt = new Date(s.purchasedMs);
    const closeDate = iso(Math.floor(s.purchasedMs / DAY_MS) * DAY_MS + s.daysToClose * DAY_MS);
    const min = minimumDeposit(s.totalMinor, s.percent);
    const depositMinor = min + Math.floor((s.totalMinor - min) * s.extra);
    const offered = maxInstalmentsOffered({
      purchasedAt,
      closeDate,
      formMax: s.formMax,
      balanceMinor: s.totalMinor - depositMinor,
    });
    const instalments = Math.max(1, Math.ceil(offered * s.pick));
    return { ...s, purchasedAt, closeDate, depositMinor, offered, instalments };
  })
  .filter((s) => s.offered >= 1);

describe('minimumDeposit', () => {
  it('rounds the percentage up to the next minor unit', () => {
    expect(minimumDeposit(1001, 25)).toBe(251);
    expect(minimumDeposit(1000, 25)).toBe(250);
    expect(minimumDeposit(1, 1)).toBe(1);
    expect(minimumDeposit(0, 50)).toBe(0);
  });

  it('is the least whole amount at or above total x percent / 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 100 }), (total, percent) => {
        const deposit = minimumDeposit(total, percent);
        expect(Number.isInteger(deposit)).toBe(true);
        expect(deposit * 100).toBeGreaterThanOrEqual(total * percent);
        expect((deposit - 1) * 100).toBeLessThan(total * percent);
      }),
    );
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => minimumDeposit(10.5, 10)).toThrow(RangeError);
  });
});

describe('buildPaymentPlan', () => {
  it('splits 100.00 after a 25.00 deposit into three with the residue on the last', () => {
    const plan = buildPaymentPlan({
      totalMinor: 10000,
      depositMinor: 2500,
      instalments: 3,
      purchasedAt: new Date('2026-01-01T15:00:00Z'),
      closeDate: '2026-01-31',
    });
    expect(plan).toEqual([
      { sequence: 1, dueDate: '2026-01-10', amountMinor: 2500 },
      { sequence: 2, dueDate: '2026-01-20', amountMinor: 2500 },
      { sequence: 3, dueDate: '2026-01-30', amountMinor: 2500 },
    ]);
    const odd = buildPaymentPlan({
      totalMinor: 10001,
      depositMinor: 2501,
      instalments: 3,
      purchasedAt: new Date('2026-01-01T15:00:00Z'),
      closeDate: '2026-01-31',
    });
    expect(odd.map((i) => i.amountMinor)).toEqual([2500, 2500, 2500]);
    const residue = buildPaymentPlan({
      totalMinor: 10000,
      depositMinor: 2499,
      instalments: 3,
      purchasedAt: new Date('2026-01-01T15:00:00Z'),
      closeDate: '2026-01-31',
    });
    expect(residue.map((i) => i.amountMinor)).toEqual([2500, 2500, 2501]);
  });

  it('has no instalments when the deposit is the whole total', () => {
    expect(
      buildPaymentPlan({
        totalMinor: 500,
        depositMinor: 500,
        instalments: 3,
        purchasedAt: new Date('2026-01-01'),
        closeDate: '2026-01-02',
      }),
    ).toEqual([]);
  });

  it('refuses more instalments than days before the close date', () => {
    const input = {
      totalMinor: 1000,
      depositMinor: 100,
      purchasedAt: new Date('2026-01-01T23:59:00Z'),
      closeDate: '2026-01-04',
    };
    expect(maxInstalmentsOffered({ ...input, formMax: 12, balanceMinor: 900 })).toBe(2);
    expect(buildPaymentPlan({ ...input, instalments: 2 }).map((i) => i.dueDate)).toEqual(['2026-01-02', '2026-01-03']);
    expect(() => buildPaymentPlan({ ...input, instalments: 3 })).toThrow(RangeError);
    expect(maxInstalmentsOffered({ ...input, closeDate: '2026-01-02', formMax: 12, balanceMinor: 900 })).toBe(0);
  });

  it('refuses a deposit above the total and fractional money', () => {
    const base = { instalments: 1, purchasedAt: new Date('2026-01-01'), closeDate: '2026-03-01' };
    expect(() => buildPaymentPlan({ ...base, totalMinor: 100, depositMinor: 101 })).toThrow(RangeError);
    expect(() => buildPaymentPlan({ ...base, totalMinor: 100.5, depositMinor: 10 })).toThrow(RangeError);
  });

  it('always sums with the deposit to the total exactly, in whole positive minor units, residue last, all due before the close date', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const plan = buildPaymentPlan({
          totalMinor: s.totalMinor,
          depositMinor: s.depositMinor,
          instalments: s.instalments,
          purchasedAt: s.purchasedAt,
          closeDate: s.closeDate,
        });
        const balance = s.totalMinor - s.depositMinor;
        expect(plan).toHaveLength(s.instalments);
        expect(s.depositMinor + plan.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(s.totalMinor);
        const share = Math.floor(balance / s.instalments);
        plan.forEach((instalment, index) => {
          expect(Number.isSafeInteger(instalment.amountMinor)).toBe(true);
          expect(instalment.amountMinor).toBeGreaterThanOrEqual(1);
          expect(instalment.sequence).toBe(index + 1);
          if (index < plan.length - 1) expect(instalment.amountMinor).toBe(share);
          expect(instalment.dueDate < s.closeDate).toBe(true);
          expect(instalment.dueDate > iso(s.purchasedAt.getTime())).toBe(true);
          if (index > 0) expect(instalment.dueDate > (plan[index - 1]?.dueDate ?? '')).toBe(true);
        });
        expect((plan.at(-1)?.amountMinor ?? 0) - share).toBeLessThan(s.instalments);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('depositOffer', () => {
  const at = new Date('2026-12-01T12:00:00Z');
  const form = { depositPercent: 50, minDepositTotalMinor: 2_000, maxInstalments: 3, closeDate: '2026-12-20' };

  it('offers the form’s percentage, its least deposit and the instalments that fit before the close', () => {
    expect(depositOffer(form, 10_001, at)).toEqual({ percent: 50, minimum: 5_001, maxInstalments: 3 });
  });

  it('offers none under the form’s minimum total, without a percentage, or when no instalment fits before the close', () => {
    expect(depositOffer(form, 1_999, at)).toBeNull();
    expect(depositOffer({ ...form, depositPercent: null }, 10_000, at)).toBeNull();
    // Closing tomorrow: the balance could not be planned, so a "deposit" would be the whole total.
    expect(depositOffer({ ...form, closeDate: '2026-12-02' }, 10_000, at)).toBeNull();
    expect(depositOffer({ ...form, depositPercent: 100 }, 10_000, at)).toBeNull();
  });
});
