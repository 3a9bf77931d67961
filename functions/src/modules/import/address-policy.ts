// Which network addresses the importer may connect to (SECURITY.md, "URL import"): public unicast
// only. Loopback, private, link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT,
// multicast, reserved and unspecified ranges are refused, in IPv4, IPv6 and IPv4-mapped IPv6 forms.
import ipaddr from "ipaddr.js";

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:127.0.0.1 and friends reach IPv4 hosts: judge them as IPv4. Other embeddings
    // (NAT64, 6to4, Teredo) have ranges of their own and are refused below.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === "unicast";
}

/** Strips the brackets of an IPv6 URL host ("[::1]" -> "::1"). */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}
