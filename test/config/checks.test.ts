// Values that parse but that the node would fail on or quietly ignore are refused at load, naming
// the key; the boundary values that do work (0 peers, the largest numbers) are accepted.
import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '../../src/config/load.js';
import { ConfigErrorCode, type ConfigError } from '../../src/config/errors.js';
import { configError } from './refusal.js';
import { SETTINGS } from '../../src/config/options.js';
import { pieceToText, splitSecret } from '../../src/domain/shamir.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';

/** An account's numeric id and RS address, from its phrase. */
function testAccount(secretPhrase: string) {
  const id = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
  return { secretPhrase, account: id.toString(), accountRS: encodeRS(id) };
}

/** The one error of a configuration with one mistake. */
function refusal(text: string): ConfigError {
  return configError(() => loadConfig({ text }));
}

describe('peer limits', () => {
  it('accepts 0 inbound and 0 outbound peers (an isolated node)', () => {
    expect(loadConfig({ text: 'node.maxInboundPeers=0\nnode.maxOutboundPeers=0' })).toMatchObject({ maxInboundPeers: 0, maxOutboundPeers: 0 });
  });

  it('refuses bootstrap peers with 0 outbound peers: they would never be dialled', () => {
    const e = refusal('node.peers=10.0.0.1:7876\nnode.maxOutboundPeers=0');
    expect([e.code, e.key]).toEqual([ConfigErrorCode.INCONSISTENT, 'node.peers']);
    expect(e.message).toBe('node.peers: lists bootstrap peers but node.maxOutboundPeers is 0, so none would be dialled (empty node.peers, or allow outbound peers)');
    expect(loadConfig({ text: 'node.peers=10.0.0.1:7876\nnode.maxInboundPeers=0' }).peers).toEqual(['10.0.0.1:7876']);
  });

  it('refuses a bootstrap peer the network could not parse (it used to be skipped with a warning)', () => {
    expect(refusal('node.peers=10.0.0.1:7876, not a host').message).toBe("node.peers: invalid peer address 'not a host': bad host");
    expect(refusal('node.peers=10.0.0.1:99999').key).toBe('node.peers');
    expect(refusal('node.peers=/ip4/10.0.0.1/udp/7876').key).toBe('node.peers');
    expect(loadConfig({ text: 'node.peers=peer.example.org, [::1]:7876, 10.0.0.2, /ip4/10.0.0.3/tcp/7876' }).peers).toHaveLength(4);
  });
});

describe('hosts and the data dir', () => {
  it('refuses an empty data dir', () => {
    const e = refusal('node.dataDir=');
    expect([e.code, e.message]).toEqual([ConfigErrorCode.BAD_VALUE, 'node.dataDir: must not be empty (the default is ./data)']);
  });

  it('refuses an empty or malformed listen host, naming the key', () => {
    expect(refusal('node.apiServerHost=').message).toBe('node.apiServerHost: must not be empty (0.0.0.0 or :: listens on every interface)');
    expect(refusal('node.peerServerHost=').key).toBe('node.peerServerHost');
    expect(refusal('node.peerServerHost=[::1]').message).toBe("node.peerServerHost: '[::1]' is not an IP address or a host name (write IPv6 addresses without brackets)");
    expect(refusal('node.apiServerHost=a b').key).toBe('node.apiServerHost');
    expect(loadConfig({ text: 'node.apiServerHost=::\nnode.peerServerHost=node1.example.org' })).toMatchObject({ apiServerHost: '::', peerServerHost: 'node1.example.org' });
  });
});

describe('listener ports', () => {
  it('refuses the API and the peer listener on one port of the same interface', () => {
    const e = refusal('node.apiServerPort=7000\nnode.peerServerPort=7000');
    expect([e.code, e.message]).toEqual([ConfigErrorCode.INCONSISTENT, 'node.peerServerPort: 7000 is also node.apiServerPort on the same interface; each listener needs its own port']);
    // A wildcard covers every address; localhost is a loopback address.
    expect(refusal('node.apiServerPort=7000\nnode.peerServerPort=7000\nnode.peerServerHost=0.0.0.0').key).toBe('node.peerServerPort');
    expect(refusal('node.apiServerPort=7000\nnode.peerServerPort=7000\nnode.apiServerHost=::').key).toBe('node.peerServerPort');
    expect(refusal('node.apiServerPort=7000\nnode.peerServerPort=7000\nnode.apiServerHost=localhost').key).toBe('node.peerServerPort');
    // Distinct addresses may share a port; 0 is a fresh free port each time.
    expect(loadConfig({ text: 'node.apiServerPort=7000\nnode.peerServerPort=7000\nnode.peerServerHost=127.0.0.2' }).peerServerPort).toBe(7000);
    expect(loadConfig({ text: 'node.apiServerPort=0\nnode.peerServerPort=0' }).peerServerPort).toBe(0);
  });

  it('refuses the HTTPS port on the peer port, but not on the HTTP port (HTTPS only)', () => {
    const ssl = 'node.apiSSL=true\nnode.keyStorePath=ks.p12\n';
    expect(refusal(`${ssl}node.apiServerSSLPort=7876`).message).toBe('node.apiServerSSLPort: 7876 is also node.peerServerPort on the same interface; each listener needs its own port');
    expect(loadConfig({ text: `${ssl}node.apiServerSSLPort=6876` }).apiServerSSLPort).toBe(6876);
    // Without apiSSL the HTTPS port is not opened, so it clashes with nothing.
    expect(loadConfig({ text: 'node.apiServerSSLPort=7876' }).apiServerSSLPort).toBe(7876);
  });
});

describe('numeric boundaries', () => {
  it('accepts the smallest and the largest value of every numeric setting', () => {
    const ports = ['apiServerPort', 'apiServerSSLPort', 'peerServerPort'];
    for (const s of SETTINGS) {
      if (s.type.kind !== 'int') continue;
      // A port under test gets the other listeners out of its way (port 0).
      const others = ports.includes(s.name) ? ports.filter((p) => p !== s.name).map((p) => `node.${p}=0`) : [];
      for (const v of [s.type.min, s.type.max]) {
        const config = loadConfig({ text: [`node.${s.name}=${v}`, ...others].join('\n') }) as unknown as Record<string, unknown>;
        expect([s.name, config[s.name]]).toEqual([s.name, v]);
      }
    }
  });
});

describe('node.sharedPieces', () => {
  it('accepts pieces of a split held below its minimum, by id or RS address', async () => {
    const a = testAccount('config shared pieces holder');
    const pieces = (await splitSecret(a.secretPhrase, 4, 3)).map(pieceToText);
    const c = loadConfig({ text: `node.sharedPieces=${a.account}:${pieces[0]}, ${a.accountRS}:${pieces[1]}` });
    expect(c.sharedPieces).toHaveLength(2);
  });

  it('refuses an entry that does not parse, naming its position and never its text', async () => {
    const a = testAccount('config shared pieces bad');
    const [piece] = (await splitSecret(a.secretPhrase, 2, 2)).map(pieceToText);
    const damaged = refusal(`node.sharedPieces=${a.account}:${piece}, ${a.account}:${piece!.slice(0, 100)}`);
    expect([damaged.code, damaged.key]).toEqual([ConfigErrorCode.BAD_VALUE, 'node.sharedPieces']);
    expect(damaged.message).toMatch(/^node\.sharedPieces: entry 2: /);
    expect(damaged.message).not.toContain(piece!.slice(12, 60));
    expect(refusal(`node.sharedPieces=${piece}`).message).toMatch(/entry 1: expected account:piece/);
    expect(refusal(`node.sharedPieces=not-an-account:${piece}`).message).toMatch(/entry 1: the account is not/);
  });

  it('refuses holding a whole split: the node could sign for the account with anyone\'s single piece', async () => {
    const a = testAccount('config shared pieces whole');
    const pieces = (await splitSecret(a.secretPhrase, 3, 2)).map(pieceToText);
    const e = refusal(`node.sharedPieces=${a.account}:${pieces[0]},${a.accountRS}:${pieces[2]}`);
    expect([e.code, e.key]).toEqual([ConfigErrorCode.INCONSISTENT, 'node.sharedPieces']);
    expect(e.message).toBe(`node.sharedPieces: holds 2 pieces of one split of account ${a.account}, which needs only 2: a node must hold fewer than the split's minimum`);
    // The same piece twice counts once.
    expect(loadConfig({ text: `node.sharedPieces=${a.account}:${pieces[0]},${a.accountRS}:${pieces[0]}` }).sharedPieces).toHaveLength(2);
  });
});
