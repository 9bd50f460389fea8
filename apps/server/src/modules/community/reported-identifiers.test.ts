import { describe, expect, it } from 'vitest';
import type { Identifier } from './identifiers.js';
import { createReportedIdentifiers } from './reported-identifiers.js';

const phone = (value: string): Identifier => ({ kind: 'phone', value });

function setUp(initial: Identifier[]) {
  const table = [...initial];
  let now = 0;
  let loads = 0;
  let release: (() => void) | undefined;
  let hold = false;
  const reported = createReportedIdentifiers({
    load: async () => {
      loads += 1;
      const snapshot = [...table];
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return snapshot;
    },
    nowMs: () => now,
    refreshAfterMs: 1000,
  });
  return {
    reported,
    table,
    advance: (ms: number) => (now += ms),
    loads: () => loads,
    holdLoads: () => (hold = true),
    releaseLoad: () => {
      hold = false;
      release?.();
    },
  };
}

describe('identifiers reported on the board, kept in memory', () => {
  it('keeps only reported identifiers, reading the table once', async () => {
    const board = setUp([phone('8005550199'), { kind: 'domain', value: 'pay-now.top' }]);
    const found = await board.reported.filter([
      phone('8005550199'),
      phone('2125550100'),
      { kind: 'domain', value: 'pay-now.top' },
      { kind: 'email', value: '8005550199' },
    ]);
    expect(found).toEqual([phone('8005550199'), { kind: 'domain', value: 'pay-now.top' }]);
    await board.reported.filter([phone('2125550100')]);
    expect(board.loads()).toBe(1);
  });

  it('knows a report this server publishes at once', async () => {
    const board = setUp([]);
    expect(await board.reported.filter([phone('2125550100')])).toEqual([]);
    board.table.push(phone('2125550100'));
    board.reported.add([phone('2125550100')]);
    expect(await board.reported.filter([phone('2125550100')])).toEqual([phone('2125550100')]);
  });

  it('reads the table again once the set is old, answering from the old set meanwhile', async () => {
    const board = setUp([]);
    await board.reported.filter([]);
    board.table.push(phone('3055550123')); // published by another instance
    board.advance(999);
    expect(await board.reported.filter([phone('3055550123')])).toEqual([]);
    board.advance(1);
    expect(await board.reported.filter([phone('3055550123')])).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(await board.reported.filter([phone('3055550123')])).toEqual([phone('3055550123')]);
    expect(board.loads()).toBe(2);
  });

  it('keeps what was added while a read of the table was under way', async () => {
    const board = setUp([]);
    await board.reported.filter([]);
    board.holdLoads();
    board.advance(1000);
    await board.reported.filter([]); // starts a read that has already taken its snapshot
    board.reported.add([phone('4155550142')]);
    board.releaseLoad();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await board.reported.filter([phone('4155550142')])).toEqual([phone('4155550142')]);
  });

  it('fails the first lookup when the table cannot be read, and tries again next time', async () => {
    let fail = true;
    const reported = createReportedIdentifiers({
      load: async () => {
        if (fail) throw new Error('database unavailable');
        return [phone('8005550199')];
      },
      nowMs: () => 0,
      refreshAfterMs: 1000,
    });
    await expect(reported.filter([phone('8005550199')])).rejects.toThrow('database unavailable');
    fail = false;
    expect(await reported.filter([phone('8005550199')])).toEqual([phone('8005550199')]);
  });
});
