// Which addresses the importer may connect to: public unicast only,
// and with the emulator's loopback allowance, loopback as well, nothing else.
import { describe, expect, it } from "vitest";
import { isAllowedImportAddress, isPublicAddress } from "../../src/modules/import/address-policy";

const PUBLIC = [
  "8.8.8.8",
  "93.184.216.34",
  "::ffff:8.8.8.8",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "3ffe::1",
];
const LOOPBACK = ["127.0.0.1", "127.255.255.254", "::1"];
const NEVER = [
  // IPv4 that is not public unicast, also in its IPv4-mapped form.
  "0.0.0.0",
  "0.1.2.3",
  "10.0.0.1",
  "169.254.169.254",
  "100.64.0.1",
  "224.0.0.1",
  "255.255.255.255",
  "::ffff:127.0.0.1",
  "::ffff:10.0.0.1",
  // IPv4-compatible (::/96, deprecated): reaches IPv4 hosts on some stacks.
  "::7f00:1",
  "::127.0.0.1",
  "::a00:1",
  "::8.8.8.8",
  // Other embeddings and special ranges.
  "::",
  "::ffff:0:7f00:1",
  "64:ff9b::7f00:1",
  "64:ff9b:1::1",
  "2002:7f00:1::1",
  "2001::1",
  "2001:db8::1",
  "2001:2::1",
  "100::1",
  "fe80::1",
  "fec0::1",
  "fc00::1",
  "fd12:3456::1",
  "ff02::1",
  "5f00::1",
  // Outside 2000::/3, the only block of global unicast addresses.
  "::2",
  "1::1",
  "4000::1",
  "e000::1",
  // Not an address.
  "example.com",
  "",
];

describe("isPublicAddress", () => {
  it("when an address is public unicast (IPv4, IPv4-mapped or IPv6 in 2000::/3), then it is allowed", () => {
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });

  it("when an address is loopback, private, IPv4-compatible, embedded or any IPv6 outside global unicast, then it is refused", () => {
    for (const address of [...LOOPBACK, ...NEVER]) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("isAllowedImportAddress with the emulator's loopback allowance", () => {
  it("when the allowance is on, then loopback (127.0.0.0/8 and ::1) is admitted besides public addresses", () => {
    for (const address of [...PUBLIC, ...LOOPBACK])
      expect(isAllowedImportAddress(address, true), address).toBe(true);
  });

  it("when the allowance is on, then every other address stays refused (0.0.0.0 reaches this machine too)", () => {
    for (const address of NEVER) expect(isAllowedImportAddress(address, true), address).toBe(false);
  });

  it("when the allowance is off, then loopback is refused like any other non-public address", () => {
    for (const address of LOOPBACK) expect(isAllowedImportAddress(address, false), address).toBe(false);
    for (const address of PUBLIC) expect(isAllowedImportAddress(address, false), address).toBe(true);
  });
});
