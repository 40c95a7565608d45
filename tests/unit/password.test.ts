import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, passwordWorkStats, ServerBusyError, SERVER_BUSY, verifyPassword } from "~/services/account/password.server";
import { getConfig } from "~/utils/config.server";

describe("password hashing", () => {
  afterEach(() => {
    delete process.env.PASSWORD_HASH_COST;
    getConfig.reset();
  });

  it("verifies the right password, refuses others, salts every hash", { timeout: 20_000 }, async () => {
    // What is checked does not depend on the cost: the cheap one the other test proves.
    process.env.PASSWORD_HASH_COST = "12";
    getConfig.reset();
    const [first, second] = await Promise.all([hashPassword("open sesame 1"), hashPassword("open sesame 1")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("open sesame 1", first)).toBe(true);
    expect(await verifyPassword("open sesame 2", first)).toBe(false);
    expect(await verifyPassword("open sesame 1", "not-a-hash")).toBe(false);
  });

  it("hashes at N=2^17 by default, and still verifies a hash stored at another cost", { timeout: 20_000 }, async () => {
    expect(process.env.PASSWORD_HASH_COST).toBeUndefined();
    const strong = await hashPassword("open sesame 1");
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);

    process.env.PASSWORD_HASH_COST = "12";
    getConfig.reset();
    try {
      const cheap = await hashPassword("open sesame 1");
      expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
      expect(await verifyPassword("open sesame 1", strong)).toBe(true);
      expect(await verifyPassword("open sesame 2", strong)).toBe(false);
    } finally {
      delete process.env.PASSWORD_HASH_COST;
      getConfig.reset();
    }
  });
});

describe("the password-hashing queue", () => {
  afterEach(() => {
    delete process.env.PASSWORD_HASH_CONCURRENCY;
    delete process.env.PASSWORD_HASH_QUEUE;
    delete process.env.PASSWORD_HASH_COST;
    getConfig.reset();
  });

  it("runs a bounded number of hashes at once, queues a bounded number, and refuses the rest with 503", { timeout: 20_000 }, async () => {
    process.env.PASSWORD_HASH_COST = "12";
    process.env.PASSWORD_HASH_CONCURRENCY = "2";
    process.env.PASSWORD_HASH_QUEUE = "1";
    getConfig.reset();
    const before = passwordWorkStats().hashesRun;
    const accepted = [hashPassword("one"), hashPassword("two"), hashPassword("three")];
    expect(passwordWorkStats()).toMatchObject({ running: 2, waiting: 1 });

    const refused = await hashPassword("four").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerBusyError);
    expect(refused).toMatchObject({ status: 503, message: SERVER_BUSY });
    expect((refused as ServerBusyError).headers["Retry-After"]).toMatch(/^[1-9]\d*$/);

    await Promise.all(accepted);
    expect(passwordWorkStats()).toEqual({ running: 0, waiting: 0, hashesRun: before + 3 });
  });

  it("lets a sign-in's check in ahead of the new hashes waiting, even when their line is full", { timeout: 20_000 }, async () => {
    process.env.PASSWORD_HASH_COST = "12";
    process.env.PASSWORD_HASH_CONCURRENCY = "1";
    process.env.PASSWORD_HASH_QUEUE = "2";
    getConfig.reset();
    const stored = await hashPassword("the host's own");
    const finished: string[] = [];
    const track = <T>(name: string, work: Promise<T>) => work.then((value) => (finished.push(name), value));
    const signUps = [track("sign-up 1", hashPassword("one")), track("sign-up 2", hashPassword("two")), track("sign-up 3", hashPassword("three"))];
    expect(passwordWorkStats()).toMatchObject({ running: 1, waiting: 2 });
    await expect(hashPassword("four")).rejects.toBeInstanceOf(ServerBusyError);

    const signIn = track("sign-in", verifyPassword("the host's own", stored));
    expect(await signIn).toBe(true);
    await Promise.all(signUps);
    expect(finished).toEqual(["sign-up 1", "sign-in", "sign-up 2", "sign-up 3"]);
  });
});
