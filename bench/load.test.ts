import { describe, expect, it } from 'vitest';
import { waitForQuiet } from './load.ts';

describe('waitForQuiet', () => {
  it('reads the load every 10 s until it is under 0.5, and gives up at the limit', async () => {
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    const loads = [1.8, 0.9, 0.42];
    const quiet = await waitForQuiet(
      600,
      () => {},
      () => loads.shift() ?? 0,
      sleep,
    );
    expect(quiet).toMatchObject({ quiet: true, waitedSeconds: 20, before: 1.8, after: 0.42 });
    const busy = await waitForQuiet(
      25,
      () => {},
      () => 2.5,
      sleep,
    );
    expect(busy).toMatchObject({ quiet: false, waitedSeconds: 25, after: 2.5 });
    expect(slept).toEqual([10_000, 10_000, 10_000, 10_000, 5_000]);
  });
});
