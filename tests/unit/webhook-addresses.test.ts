import { describe, expect, it } from "vitest";
import { isNonPublicAddress } from "~/services/integrations/webhooks/outgoing.server";

// The addresses a webhook may never be sent to, in every IPv6 spelling that embeds or reaches an
// IPv4 address (169.254.169.254 is a cloud's metadata service; 127.0.0.1 the box itself).
describe("webhook target addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "link-local (metadata)"],
    ["10.1.2.3", "private"],
    ["::1", "IPv6 loopback"],
    ["::", "unspecified"],
    ["::ffff:169.254.169.254", "IPv4-mapped, dotted"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped, hex"],
    ["0:0:0:0:0:ffff:7f00:1", "IPv4-mapped, long form"],
    ["::127.0.0.1", "IPv4-compatible, dotted"],
    ["::a9fe:a9fe", "IPv4-compatible, hex"],
    ["2002:a9fe:a9fe::", "6to4 of 169.254.169.254"],
    ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
    ["2002:0a00:0001::", "6to4 of 10.0.0.1"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of 169.254.169.254"],
    ["64:ff9b::169.254.169.254", "NAT64, dotted"],
    ["64:ff9b:1::a9fe:a9fe", "local-use NAT64"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo (a tunnel to any IPv4 address)"],
    ["100::1", "discard-only"],
    ["fd00::1", "unique local"],
    ["fe80::1", "link-local"],
    ["ff02::1", "multicast"],
  ])("refuses %s (%s)", (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e", "2001:4860:4860::8888"])(
    "allows the public address %s",
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});
