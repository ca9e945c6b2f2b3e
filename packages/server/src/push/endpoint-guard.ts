// Issue 41: the server itself connects to a subscription's endpoint, so a caregiver who registers
// `https://10.0.0.5/…` or a name resolving to 127.0.0.1 would make it send requests into our own
// network (server-side request forgery). Push services are on the public internet; every address
// that is not is refused, at registration and again for every connection the sender opens
// (docs/decisions/0080-push-endpoints-public-and-keys-checked.md).
import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Resolves a host name to all of its addresses (dns.lookup's answer with `all: true`). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** PUSH_ALLOWED_PRIVATE_HOSTS: host names, and addresses or CIDR ranges, exempt from the check. */
export type PushAllowList = { hosts: string[]; ranges: string[] };

export type EndpointCheck =
  { ok: true; addresses: LookupAddress[] } | { ok: false; reason: string; isUnresolved?: true };

export type PushEndpointGuard = {
  /** Whether the sender may connect to `endpoint`: https, and every address it resolves to public. */
  check(endpoint: string): Promise<EndpointCheck>;
  /** For the sender's https.Agent: the address connected to is the one just checked. */
  lookup: LookupFunction;
};

// IANA's special-purpose registries: every range that is not globally reachable, or that embeds
// an IPv4 address the IPv4 rules decide (IPv4-mapped ::ffff:0:0/96 Node's BlockList maps itself).
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback ::1, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: reaches whatever IPv4 address it embeds
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function privateAddresses(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of IPV4_RANGES) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of IPV6_RANGES) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

function allowedAddresses(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
/** `[::1]` → `::1`, `Localhost.` → `localhost`: the host as DNS and the allow-list name it. */
const bareHost = (hostname: string) =>
  hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

const defaultResolve: ResolveHost = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

export function createPushEndpointGuard(options: {
  allowed: PushAllowList;
  resolve?: ResolveHost;
}): PushEndpointGuard {
  const blocked = privateAddresses();
  const exempt = allowedAddresses(options.allowed.ranges);
  const exemptHosts = new Set(options.allowed.hosts.map(bareHost));
  const resolve = options.resolve ?? defaultResolve;

  /** The host's addresses, or why the sender must not connect to it. */
  async function checkHost(hostname: string): Promise<EndpointCheck> {
    const host = bareHost(hostname);
    let addresses: LookupAddress[];
    if (isIP(host) !== 0) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await resolve(host);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'failed';
        return { ok: false, reason: `${host} does not resolve (${code})`, isUnresolved: true };
      }
    }
    if (addresses.length === 0) return { ok: false, reason: `${host} has no address` };
    if (exemptHosts.has(host)) return { ok: true, addresses };
    // One private address refuses the name: the connection could pick any of them.
    const refused = addresses.find(
      ({ address }) =>
        blocked.check(address, familyOf(address)) && !exempt.check(address, familyOf(address)),
    );
    if (refused) {
      return { ok: false, reason: `${host} resolves to ${refused.address}, not a public address` };
    }
    return { ok: true, addresses };
  }

  return {
    async check(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return { ok: false, reason: 'not a URL' };
      }
      if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
      return checkHost(url.hostname);
    },
    lookup(hostname, lookupOptions, callback) {
      void checkHost(hostname).then((checked) => {
        if (!checked.ok) {
          const error: NodeJS.ErrnoException = new Error(
            `push endpoint refused: ${checked.reason}`,
          );
          error.code = 'EPUSHENDPOINTREFUSED';
          callback(error, '', 0);
          return;
        }
        const family =
          lookupOptions.family === 'IPv6'
            ? 6
            : lookupOptions.family === 'IPv4'
              ? 4
              : lookupOptions.family;
        const usable = checked.addresses.filter((one) => !family || one.family === family);
        const [first] = usable;
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no IPv${family} address`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
        } else if (lookupOptions.all) callback(null, usable);
        else callback(null, first.address, first.family);
      });
    },
  };
}
