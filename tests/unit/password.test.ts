import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/services/password.server";

describe("password hashing", () => {
  it("verifies the right password, refuses others, salts every hash", async () => {
    const [first, second] = await Promise.all([hashPassword("open sesame 1"), hashPassword("open sesame 1")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("open sesame 1", first)).toBe(true);
    expect(await verifyPassword("open sesame 2", first)).toBe(false);
    expect(await verifyPassword("open sesame 1", "not-a-hash")).toBe(false);
  });
});
