// Whether the listeners' ports can be opened, found before the node writes anything: a port in
// use is otherwise an EADDRINUSE from deep inside libp2p or the HTTP server, after the store has
// been opened. Each port is bound and released at once, one after the other (two listeners that
// share a port would otherwise see each other's probe). Best effort: another process may still
// take a port between the probe and the node's own listen, which then reports its own error.
import { createServer } from 'node:net';
import { ConfigError, ConfigErrorCode } from './errors.js';
import type { NodeConfig } from './options.js';

/** A listener: its port's setting, its host's setting, and their values. */
export interface Listener {
  readonly key: string;
  readonly hostKey: string;
  readonly host: string;
  readonly port: number;
}

/** The listeners the node opens: the API's HTTP port, the peer port, and the HTTPS port when
 * apiSSL is on and it is distinct (an SSL port equal to the HTTP port is the documented
 * HTTPS-only mode: one listener). Port 0 (any free port) included; callers skip it. */
export function listenersOf(c: NodeConfig): Listener[] {
  const listeners: Listener[] = [
    { key: 'node.apiServerPort', hostKey: 'node.apiServerHost', host: c.apiServerHost, port: c.apiServerPort },
    { key: 'node.peerServerPort', hostKey: 'node.peerServerHost', host: c.peerServerHost, port: c.peerServerPort },
  ];
  if (c.apiSSL && c.apiServerSSLPort !== c.apiServerPort) {
    listeners.push({ key: 'node.apiServerSSLPort', hostKey: 'node.apiServerHost', host: c.apiServerHost, port: c.apiServerSSLPort });
  }
  return listeners;
}

/** One error per listener that cannot be opened (none when all can). Port 0 (any free port) is
 * not probed. A host that is not an address of this machine is reported once, naming the host
 * setting. */
export async function probeListeners(config: NodeConfig): Promise<ConfigError[]> {
  const errors: ConfigError[] = [];
  for (const l of listenersOf(config)) {
    if (l.port === 0) continue;
    const err = await tryListen(l.host, l.port);
    if (err === undefined) continue;
    const error = listenError(l, err);
    if (!errors.some((e) => e.message === error.message)) errors.push(error);
  }
  return errors;
}

function tryListen(host: string, port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    // exclusive: never share a handle with a cluster primary, which would hide a port in use.
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** The error for a listener that failed, in the operator's terms: the setting to change. */
export function listenError(l: Listener, err: NodeJS.ErrnoException): ConfigError {
  const unusable = (key: string, reason: string) => new ConfigError(ConfigErrorCode.UNUSABLE, key, reason);
  switch (err.code) {
    case 'EADDRINUSE':
      return unusable(l.key, `port ${l.port} on ${l.host} is in use by another process; choose another ${l.key} (or 0 for any free port)`);
    case 'EACCES':
      return unusable(l.key, l.port < 1024
        ? `port ${l.port} on ${l.host} is a privileged port (below 1024) this user may not open (EACCES); choose a port from 1024 up, or give the node the capability CAP_NET_BIND_SERVICE`
        : `port ${l.port} on ${l.host} may not be opened by this user (EACCES)`);
    case 'EADDRNOTAVAIL':
      return unusable(l.hostKey, `${l.host} is not an address of this machine (EADDRNOTAVAIL); use one of its addresses, or 0.0.0.0 for all of them`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return unusable(l.hostKey, `the host name ${l.host} does not resolve (${err.code})`);
    default:
      return unusable(l.key, `cannot listen on port ${l.port} of ${l.host}: ${err.message}`);
  }
}
