// Which network addresses the importer may connect to: public unicast only. Loopback, private,
// link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, multicast, reserved and
// unspecified ranges are refused, in IPv4, IPv6 and IPv4-mapped IPv6 forms; in IPv6 only global
// unicast (2000::/3) outside ipaddr.js's special ranges is public.
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** The only IPv6 block of global unicast addresses (RFC 4291); the rest is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3") as [ipaddr.IPv6, number];

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  // ::ffff:127.0.0.1 and friends reach IPv4 hosts: judge them as IPv4. Other embeddings
  // (IPv4-compatible ::/96, NAT64, 6to4, Teredo) lie outside global unicast or have ranges of
  // their own, and are refused.
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "unicast";
  return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
}

/**
 * The importer's policy: public addresses, and with the emulator's loopback allowance (test-only,
 * never in production: see runtime-guard) loopback as well, 127.0.0.0/8 and ::1, nothing else:
 * not 0.0.0.0, which reaches this machine too, nor private networks.
 */
export function isAllowedImportAddress(address: string, allowLoopback: boolean): boolean {
  if (isPublicAddress(address)) return true;
  if (!allowLoopback) return false;
  const parsed = parseAddress(address);
  return parsed?.range() === "loopback";
}

/**
 * Parses a canonical IP literal (what DNS answers and URL hosts are). IPv6 goes through the URL
 * parser first: ipaddr.js reads the deprecated "::127.0.0.1" as IPv4-mapped, the URL standard
 * (and the network stack) as IPv4-compatible "::7f00:1".
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return undefined;
  try {
    return ipaddr.IPv6.parse(bareHost(new URL(`http://[${address}]/`).hostname));
  } catch {
    return undefined; // a zone index ("fe80::1%eth0") or anything else the URL parser refuses
  }
}

/** Strips the brackets of an IPv6 URL host ("[::1]" -> "::1"). */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}
