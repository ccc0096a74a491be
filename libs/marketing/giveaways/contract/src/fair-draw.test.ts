import { describe, expect, it } from 'vitest';
import { commitmentOf, drawWinners } from './fair-draw.js';

const SEED = '00'.repeat(31) + '01';

describe('the verifiable draw', () => {
  it('commits to the seed with sha256 of its bytes', async () => {
    // sha256 of 32 zero bytes, computed independently with `sha256sum`.
    expect(await commitmentOf('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    expect(await commitmentOf(SEED)).not.toBe(await commitmentOf('00'.repeat(32)));
  });

  it('is reproducible: the same seed and count give the same winners, and a different seed others', async () => {
    const first = await drawWinners(SEED, 1000, 3);
    expect(await drawWinners(SEED, 1000, 3)).toEqual(first);
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    for (const n of first) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(1000);
    }
    expect(await drawWinners('ff'.repeat(32), 1000, 3)).not.toEqual(first);
  });

  it('draws every entry when there are fewer entries than prizes, and none without entries', async () => {
    expect((await drawWinners(SEED, 3, 5)).sort()).toEqual([1, 2, 3]);
    expect(await drawWinners(SEED, 0, 1)).toEqual([]);
  });

  it('takes the first winner as 1 + HMAC-SHA256(seed, "winner:0") mod N', async () => {
    const { createHmac } = await import('node:crypto');
    const mac = createHmac('sha256', Buffer.from(SEED, 'hex')).update('winner:0').digest('hex');
    expect((await drawWinners(SEED, 37, 1))[0]).toBe(Number(BigInt(`0x${mac}`) % 37n) + 1);
  });
});
