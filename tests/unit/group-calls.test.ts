import { describe, expect, it } from "vitest";
import { groupCalls } from "~/utils/group-calls";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A grouped doubler that records each batch it was given. */
function doubler(options?: { maxBatch?: number; oneAtATime?: boolean }) {
  const batches: number[][] = [];
  const double = groupCalls(async (values: number[]) => {
    batches.push(values);
    return values.map((value) => value * 2);
  }, options);
  return { double, batches };
}

describe("groupCalls", () => {
  it("answers calls of one turn with one batch, each caller with its own result", async () => {
    const { double, batches } = doubler();
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gathers calls made from separate callbacks of one turn (requests read together)", async () => {
    const { double, batches } = doubler();
    const answers = await new Promise<number[]>((resolve) => {
      const pending: Promise<number>[] = [];
      // Two timers due together run as two callbacks in one pass of the loop, as two sockets' reads do.
      setTimeout(() => pending.push(double(5)), 0);
      setTimeout(() => {
        pending.push(double(6));
        void Promise.all(pending).then(resolve);
      }, 0);
    });
    expect(answers).toEqual([10, 12]);
    expect(batches).toEqual([[5, 6]]);
  });

  it("starts a new batch for calls of a later turn", async () => {
    const { double, batches } = doubler();
    const first = double(1);
    await nextTurn();
    const second = double(2);
    expect([await first, await second]).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it("splits a turn's calls into batches of at most maxBatch", async () => {
    const { double, batches } = doubler({ maxBatch: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(double))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails every call of a failed batch, and only those", async () => {
    let fail = true;
    const grouped = groupCalls(async (values: string[]) => {
      if (fail) throw new Error("database unavailable");
      return values.map((value) => value.toUpperCase());
    });
    const failed = await Promise.allSettled([grouped("a"), grouped("b")]);
    expect(failed.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await grouped("c")).toBe("C");
  });

  it("fails the batch's calls when it answers a different number of them", async () => {
    const short = groupCalls(async (values: number[]) => values.slice(1));
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow("answered 1 of 2 calls");
  });

  describe("one batch at a time", () => {
    /** A grouped doubler whose batches wait until released, recording how many ran at once. */
    function heldDoubler(maxBatch?: number) {
      const batches: number[][] = [];
      const releases: (() => void)[] = [];
      let running = 0;
      let mostAtOnce = 0;
      const double = groupCalls(
        async (values: number[]) => {
          batches.push(values);
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running -= 1;
          return values.map((value) => value * 2);
        },
        { maxBatch, oneAtATime: true },
      );
      const releaseNext = async () => {
        while (!releases.length) await nextTurn();
        releases.shift()?.();
      };
      return { double, batches, releaseNext, mostAtOnce: () => mostAtOnce };
    }

    it("holds later turns' calls while a batch runs, then answers them together in the next", async () => {
      const { double, batches, releaseNext, mostAtOnce } = heldDoubler();
      const first = double(1);
      await nextTurn();
      const later = [double(2)];
      await nextTurn();
      later.push(double(3));
      await nextTurn();
      later.push(double(4));
      await releaseNext();
      expect(await first).toBe(2);
      await releaseNext();
      expect(await Promise.all(later)).toEqual([4, 6, 8]);
      expect(batches).toEqual([[1], [2, 3, 4]]);
      expect(mostAtOnce()).toBe(1);
    });

    it("runs a backlog larger than maxBatch as consecutive batches, never two at once", async () => {
      const { double, batches, releaseNext, mostAtOnce } = heldDoubler(2);
      const answers = Promise.all([1, 2, 3, 4, 5].map(double));
      for (let i = 0; i < 3; i += 1) await releaseNext();
      expect(await answers).toEqual([2, 4, 6, 8, 10]);
      expect(batches).toEqual([[1, 2], [3, 4], [5]]);
      expect(mostAtOnce()).toBe(1);
    });

    it("goes on after a failed batch", async () => {
      let fail = true;
      const grouped = groupCalls(
        async (values: string[]) => {
          if (fail) throw new Error("database unavailable");
          return values.map((value) => value.toUpperCase());
        },
        { oneAtATime: true },
      );
      await expect(grouped("a")).rejects.toThrow("database unavailable");
      fail = false;
      expect(await grouped("b")).toBe("B");
    });
  });
});
