// Checks of values that parse as their type but that the node would then fail on, or quietly
// ignore: an empty host or data dir, bootstrap peers that cannot be dialled, two listeners on one
// port. Found at load, each names the setting (`node.peers: ...`) instead of surfacing later as a
// libp2p or file-system message, or as a node that silently does something else. Every problem
// is reported (not just the first); a check involving a setting that already failed is skipped,
// so one mistake is reported once.
import { isIP } from 'node:net';
import { parseHeldPieces, wholeSplits } from '../domain/held-pieces.js';
import { idToString } from '../domain/ids.js';
import { isHostOrIp, parsePeerAddress } from '../net/address.js';
import { DEFAULT_PEER_PORT } from '../net/options.js';
import { ConfigError, ConfigErrorCode, type ErrorCollector } from './errors.js';
import type { NodeConfig } from './options.js';
import { listenersOf } from './ports.js';

export function checkSettings(c: NodeConfig, errors: ErrorCollector): void {
  if (c.dataDir === '') {
    // Otherwise: "ENOENT: no such file or directory, mkdir ''" at start.
    errors.add(new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.dataDir', 'must not be empty (the default is ./data)'));
  }
  checkListenHost(errors, 'node.apiServerHost', c.apiServerHost);
  checkListenHost(errors, 'node.peerServerHost', c.peerServerHost);
  for (const peer of c.peers) {
    try {
      parsePeerAddress(peer, DEFAULT_PEER_PORT);
    } catch (err) {
      // The network would log a warning and go on without it.
      errors.add(new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.peers', (err as Error).message));
    }
  }
  if (c.peers.length > 0 && c.maxOutboundPeers === 0 && errors.usable('node.peers', 'node.maxOutboundPeers')) {
    errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.peers',
      'lists bootstrap peers but node.maxOutboundPeers is 0, so none would be dialled (empty node.peers, or allow outbound peers)'));
  }
  if (!errors.failed('node.sharedPieces')) errors.attempt(() => checkSharedPieces(c.sharedPieces));
  checkListenerPorts(c, errors);
}

function checkListenerPorts(c: NodeConfig, errors: ErrorCollector): void {
  // Which listeners exist depends on apiSSL and the two API ports.
  if (!errors.usable('node.apiSSL', 'node.apiServerPort', 'node.apiServerSSLPort')) return;
  const listeners = listenersOf(c);
  for (let i = 0; i < listeners.length; i++) {
    for (let j = i + 1; j < listeners.length; j++) {
      const [a, b] = [listeners[i]!, listeners[j]!];
      if (!errors.usable(a.key, a.hostKey, b.key, b.hostKey)) continue;
      // Port 0 asks the system for a free port each time: never a clash.
      if (a.port !== 0 && a.port === b.port && overlap(a.host, b.host)) {
        errors.add(new ConfigError(ConfigErrorCode.INCONSISTENT, b.key,
          `${b.port} is also ${a.key} on the same interface; each listener needs its own port`));
      }
    }
  }
}

/** node.sharedPieces: every entry parses, and no split is held whole (the node could then sign
 * for the account with any one piece, which defeats splitting). Errors name the entry's
 * position or the account, never a piece. */
function checkSharedPieces(entries: readonly string[]): void {
  let held;
  try {
    held = parseHeldPieces(entries);
  } catch (err) {
    throw new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.sharedPieces', (err as Error).message);
  }
  const [whole] = wholeSplits(held);
  if (whole !== undefined) {
    throw new ConfigError(ConfigErrorCode.INCONSISTENT, 'node.sharedPieces',
      `holds ${whole.held} pieces of one split of account ${idToString(whole.account)}, which needs only ${whole.threshold}: a node must hold fewer than the split's minimum`);
  }
}

function checkListenHost(errors: ErrorCollector, key: string, host: string): void {
  if (errors.failed(key)) return;
  if (host === '') {
    // An empty host makes the API listen on every interface and the peer listener fail.
    errors.add(new ConfigError(ConfigErrorCode.BAD_VALUE, key, 'must not be empty (0.0.0.0 or :: listens on every interface)'));
  } else if (!isHostOrIp(host)) {
    errors.add(new ConfigError(ConfigErrorCode.BAD_VALUE, key,
      `'${host}' is not an IP address or a host name${host.startsWith('[') ? ' (write IPv6 addresses without brackets)' : ''}`));
  }
}

/** Whether two listeners on the same port would collide: the same address, a wildcard covering
 * the other (:: covers IPv4 too on a dual-stack system), or localhost and a loopback address. */
function overlap(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y || x === '::' || y === '::') return true;
  const coversV4 = (w: string, h: string) => w === '0.0.0.0' && (isIP(h) === 4 || isIP(h) === 0);
  if (coversV4(x, y) || coversV4(y, x)) return true;
  const loopback = (h: string) => h === '::1' || /^127\./.test(h);
  return (x === 'localhost' && loopback(y)) || (y === 'localhost' && loopback(x));
}
