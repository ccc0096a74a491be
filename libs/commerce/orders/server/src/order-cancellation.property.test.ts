import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundsDue } from './order-cancellation.js';
import type { OrderRow, TransactionRow } from './orders.table.js';

/*
 * R12, refunds: `refundsDue` decides what a cancel (and the sweep finishing one) sends back, charge
 * by charge. Generated histories: a deposit or full charge and instalment charges, some failed,
 * each with refunds already made, still pending or failed, in any order. The run's fixed seed (FOLIO_FUZZ_SEED,
 * tools/vitest/fast-check-seed.ts); FOLIO_PROPERTY_SCALE multiplies the runs.
 */
const RUNS = 1_000 * Number(process.env['FOLIO_PROPERTY_SCALE'] ?? 1);
const options = { numRuns: RUNS };

const row = (values: Partial<TransactionRow> & Pick<TransactionRow, 'kind' | 'amountMinor' | 'status'>) =>
  ({
    id: crypto.randomUUID(),
    orderId: 'order',
    instalmentId: null,
    currency: 'GBP',
    method: 'card',
    providerPaymentId: null,
    providerRefundId: null,
    message: null,
    createdAt: new Date('2026-06-15T12:00:00Z'),
    ...values,
  }) satisfies TransactionRow;

/** One charge and what already went back on it: refunds never more than the charge (the provider refuses more). */
const chargeWithRefunds = (instalment: string | null, index: number) =>
  fc
    .record({
      amountMinor: fc.integer({ min: 1, max: 500_000 }),
      // The placement's charge always succeeded (else nothing could be cancelled); an instalment's may have failed.
      succeeded: fc.integer({ min: 0, max: 4 }).map((n) => n > 0 || index === 0),
      refunds: fc.array(
        fc.record({
          share: fc.double({ min: 0, max: 1, noNaN: true }),
          status: fc.constantFrom('succeeded', 'pending', 'failed'),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ amountMinor, succeeded, refunds }) => {
      const paymentId = `pay_${index}`;
      let room = amountMinor;
      const back = refunds.flatMap(({ share, status }) => {
        const amount = Math.floor(room * share);
        if (amount < 1) return [];
        if (status !== 'failed') room -= amount;
        return [
          row({ kind: 'refund', status, amountMinor: amount, providerPaymentId: paymentId, instalmentId: instalment }),
        ];
      });
      const charge = row({
        kind: succeeded ? 'charge' : 'failure',
        status: succeeded ? 'succeeded' : 'failed',
        amountMinor,
        providerPaymentId: paymentId,
        instalmentId: instalment,
      });
      return succeeded ? [charge, ...back] : [charge];
    });

const history = fc
  .record({
    paymentMode: fc.constantFrom('full', 'deposit'),
    cancelPolicy: fc.constantFrom('refund_all', 'keep_deposit'),
    instalments: fc.integer({ min: 0, max: 5 }),
  })
  .chain((order) =>
    fc
      .tuple(
        ...Array.from({ length: 1 + (order.paymentMode === 'deposit' ? order.instalments : 0) }, (_, i) =>
          chargeWithRefunds(i === 0 ? null : `instalment_${i}`, i),
        ),
      )
      .chain((rows) => fc.shuffledSubarray(rows.flat(), { minLength: rows.flat().length }))
      .map((moves) => ({ order: order as Pick<OrderRow, 'paymentMode' | 'cancelPolicy'>, moves })),
  );

const succeededCharges = (moves: readonly TransactionRow[]) =>
  moves.filter((m) => m.kind === 'charge' && m.status === 'succeeded');
const onTheWayBack = (moves: readonly TransactionRow[], paymentId: string | null) =>
  moves
    .filter((m) => m.kind === 'refund' && m.status !== 'failed' && m.providerPaymentId === paymentId)
    .reduce((sum, m) => sum + m.amountMinor, 0);

describe('refunds due on a cancel (R12)', () => {
  it('never more than a charge still has, per charge (the deposit and each instalment): what is back plus what is due is at most what was paid', () => {
    fc.assert(
      fc.property(history, ({ order, moves }) => {
        const due = refundsDue(order, moves);
        for (const { charge, leftMinor } of due) {
          expect(Number.isSafeInteger(leftMinor)).toBe(true);
          expect(leftMinor).toBeGreaterThan(0);
          expect(onTheWayBack(moves, charge.providerPaymentId) + leftMinor).toBe(charge.amountMinor);
        }
        for (const charge of succeededCharges(moves)) {
          const left = due.filter((d) => d.charge.id === charge.id).reduce((sum, d) => sum + d.leftMinor, 0);
          expect(onTheWayBack(moves, charge.providerPaymentId) + left).toBeLessThanOrEqual(charge.amountMinor);
        }
      }),
      options,
    );
  });

  it('gives back every succeeded charge in full, or all but the deposit under keep_deposit, and nothing that failed', () => {
    fc.assert(
      fc.property(history, ({ order, moves }) => {
        const due = refundsDue(order, moves);
        const keepsDeposit = order.cancelPolicy === 'keep_deposit' && order.paymentMode === 'deposit';
        const expected = succeededCharges(moves).filter((c) => !(keepsDeposit && c.instalmentId === null));
        const backAfter = (c: TransactionRow) =>
          onTheWayBack(moves, c.providerPaymentId) +
          due.filter((d) => d.charge.id === c.id).reduce((sum, d) => sum + d.leftMinor, 0);
        for (const charge of expected) expect(backAfter(charge)).toBe(charge.amountMinor);
        for (const d of due) {
          expect(d.charge.kind).toBe('charge');
          expect(d.charge.status).toBe('succeeded');
          if (keepsDeposit) expect(d.charge.instalmentId).not.toBeNull();
        }
      }),
      options,
    );
  });

  it('numbers each charge once, so every refund key (`refund-{order}-{n}`) names one charge', () => {
    fc.assert(
      fc.property(history, ({ order, moves }) => {
        const due = refundsDue(order, moves);
        expect(new Set(due.map((d) => d.n)).size).toBe(due.length);
        expect(new Set(due.map((d) => d.charge.providerPaymentId)).size).toBe(due.length);
      }),
      options,
    );
  });
});
