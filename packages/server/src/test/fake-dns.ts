// The tests' DNS for push endpoints: names under the reserved `.example` answer from a table the
// test may change (a name that starts pointing somewhere else), `localhost` as the system
// resolves it, anything else not at all, so no test depends on the network.
import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { ResolveHost } from '../push/endpoint-guard.js';

/** A public address (example.com's) for the push services the tests name. */
export const PUBLIC_ADDRESS = '93.184.215.14';

export type FakeDns = {
  resolve: ResolveHost;
  /** From now on `hostname` resolves to `addresses`. */
  set(hostname: string, addresses: string[]): void;
};

export function fakeDns(records: Record<string, string[]> = {}): FakeDns {
  const table = new Map<string, string[]>([
    ['push.example', [PUBLIC_ADDRESS]],
    ...Object.entries(records),
  ]);
  return {
    async resolve(hostname) {
      if (hostname === 'localhost') return dns.lookup(hostname, { all: true, verbatim: true });
      const addresses = table.get(hostname);
      if (!addresses) {
        const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
        error.code = 'ENOTFOUND';
        throw error;
      }
      return addresses.map((address): LookupAddress => ({ address, family: isIP(address) }));
    },
    set(hostname, addresses) {
      table.set(hostname, addresses);
    },
  };
}
