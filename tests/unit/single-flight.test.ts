import { describe, expect, it } from "vitest";
import { singleFlight } from "~/utils/single-flight";

describe("singleFlight", () => {
  it("lets concurrent asks for one key share the query on its way, and asks again once it answered", async () => {
    const asked: string[] = [];
    let release: (value: string) => void = () => {};
    const read = singleFlight((key: string) => {
      asked.push(key);
      return new Promise<string>((resolve) => (release = resolve));
    });
    const first = read("session-1");
    const second = read("session-1");
    expect(asked).toEqual(["session-1"]);
    release("signed in");
    expect(await Promise.all([first, second])).toEqual(["signed in", "signed in"]);

    const later = read("session-1");
    expect(asked).toEqual(["session-1", "session-1"]);
    release("signed out");
    expect(await later).toBe("signed out");
  });

  it("keeps different keys apart and forgets a failed query", async () => {
    let failures = 1;
    const read = singleFlight(async (key: number) => {
      if (failures-- > 0) throw new Error("database restarting");
      return key * 2;
    });
    await expect(read(1)).rejects.toThrow("database restarting");
    expect(await Promise.all([read(1), read(2)])).toEqual([2, 4]);
  });
});
