// Every node setting: its type, default and meaning, in one table. The loader, the
// documentation (docs/configuration.md) and `setConfiguration` all read this table, so a
// setting exists exactly once. Keys in files are `node.<name>`; see load.ts for precedence.
import type { LogFormat } from '../log/logger.js';
import type { LogLevel } from '../log/levels.js';

/** 'custom': a network defined by a genesis file (node.genesisFile). Not a value of the
 * node.network setting: the file's presence says it, so the two cannot disagree. */
export type Network = 'devnet' | 'mainnet' | 'custom';

export interface NodeConfig {
  apiServerHost: string;
  apiServerPort: number;
  apiServerSSLPort: number;
  apiSSL: boolean;
  keyStorePath: string;
  keyStorePassword: string;
  allowedBotHosts: string[];
  adminPassword: string;
  disableAdminPassword: boolean;
  /** Pieces of split secrets the node adds for sharedPieceAccount (entries `account:piece`). Secret. */
  sharedPieces: string[];
  maxAPIRecords: number;
  apiMaxBodyBytes: number;
  apiRequestTimeoutSeconds: number;
  apiIdleTimeoutSeconds: number;
  apiKeepAliveTimeoutSeconds: number;
  apiMaxConnections: number;
  apiMaxConnectionsPerAddress: number;
  writeRequestsPerSecond: number;
  adminLockoutAttempts: number;
  adminLockoutMinutes: number;
  metricsAllowedHosts: string[];
  eventStreamsMax: number;
  eventClientBacklogKiB: number;
  peerServerHost: string;
  peerServerPort: number;
  peers: string[];
  maxInboundPeers: number;
  maxOutboundPeers: number;
  /** Whether peers may pass this node's address on to others (peer exchange; Nxt's shareMyAddress). */
  shareAddress: boolean;
  blacklistMinutes: number;
  dataDir: string;
  /** The key-value engine of the chain store under dataDir (a store keeps the engine it was made with). */
  storageEngine: 'leveldb' | 'rocksdb';
  network: Network;
  /** Path of the genesis file of a custom network; '' for the built-in networks. Only checked
   * for readability here: its contents are parsed when the node starts. */
  genesisFile: string;
  /** Seconds between blocks. Always 60 on mainnet (a consensus constant); configurable on the
   * devnet; 0 on a custom network, whose genesis file says it. */
  blockTime: number;
  /** Forge with the ten development accounts (devnet only). */
  devnetForging: boolean;
  /** Files each holding one secret phrase to forge with (checked private at load, never read here). */
  forgingSecretFiles: string[];
  /** Block limits and time of the devnet: standard (Nxt's) or throughput (docs/performance.md). */
  profile: 'standard' | 'throughput';
  mempoolMaxSize: number;
  /** Contract worker threads for preemptible local work (queries); 0 runs it inline.
   * Block application always runs contracts inline, untimed. */
  contractWorkers: number;
  /** The contract watchdog, ms: guards local work only (a block is applied however long it takes). */
  contractWatchdogMs: number;
  /** Prepared (metered, compiled) contracts kept by code hash. */
  contractCacheSize: number;
  /** Seconds a transaction's prunable data is held at least. */
  minPrunableLifetime: number;
  /** Seconds after which prunable data is pruned; -1 keeps it forever. */
  maxPrunableLifetime: number;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** Accounts kept decoded in memory by the store (LRU); the first this many are read at open. */
  accountCacheSize: number;
  /** LevelDB's block cache, MiB. */
  storeCacheMB: number;
}

export type SettingName = keyof NodeConfig;

export type SettingType =
  | { kind: 'string' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'list' }
  | { kind: 'hostPatterns' };

export interface SettingSpec {
  readonly name: SettingName;
  readonly type: SettingType;
  /** The default as written in a properties file (parsed like any other value). Settings whose
   * default depends on another setting say so in `dependentDefault` and have no fixed default. */
  readonly default: string;
  readonly dependentDefault?: string;
  /** Never printed: logs and config dumps show [REDACTED]. */
  readonly secret?: boolean;
  /** May be changed on a running node (setConfiguration). */
  readonly runtime?: boolean;
  readonly description: string;
}

export const PORT: SettingType = { kind: 'int', min: 0, max: 65535 };
const COUNT = (min: number, max = 2 ** 31 - 1): SettingType => ({ kind: 'int', min, max });

export const SETTINGS: readonly SettingSpec[] = [
  // API server
  { name: 'apiServerHost', type: { kind: 'string' }, default: '127.0.0.1',
    description: 'Interface the API server listens on: an IP address (IPv6 without brackets) or a host name, not empty. 0.0.0.0 (or ::) listens on all interfaces; remote clients must also be admitted by node.allowedBotHosts.' },
  { name: 'apiServerPort', type: PORT, default: '6876',
    description: 'HTTP port of the API (and of the console pages /test.html and /index.html). 0 picks a free port. When node.apiSSL is on and this equals node.apiServerSSLPort, only HTTPS is served.' },
  { name: 'apiServerSSLPort', type: PORT, default: '6877',
    description: 'HTTPS port of the API, used only when node.apiSSL is on.' },
  { name: 'apiSSL', type: { kind: 'boolean' }, default: 'false',
    description: 'Serve the API over HTTPS as well (on node.apiServerSSLPort), with the certificate and key from node.keyStorePath.' },
  { name: 'keyStorePath', type: { kind: 'string' }, default: '',
    description: 'PKCS#12 (.p12/.pfx) file holding the HTTPS certificate chain and private key. Required when node.apiSSL is on. Relative paths are resolved against the working directory.' },
  { name: 'keyStorePassword', type: { kind: 'string' }, default: '', secret: true,
    description: 'Password of the PKCS#12 keystore. Never logged.' },
  { name: 'allowedBotHosts', type: { kind: 'hostPatterns' }, default: '127.0.0.1, ::1, localhost',
    description: 'Comma-separated client addresses allowed to use the API: IPv4/IPv6 addresses, CIDR ranges (10.0.0.0/8, fd00::/8), localhost (all loopback addresses) or * (everyone). Other clients get errorCode 40 (HTTP 403). Empty: no client may use the API.' },
  { name: 'adminPassword', type: { kind: 'string' }, default: '', secret: true,
    description: 'Password for administrative operations (parameter adminPassword). Empty: admin operations are refused with "password not configured", unless the API listens on a loopback address only (then they need no password, as in Nxt). Never logged.' },
  { name: 'sharedPieces', type: { kind: 'list' }, default: '', secret: true,
    description: 'Comma-separated pieces of split secrets that this node holds, each as account:piece (the account as numeric id or RS address, the piece as splitSecret gave it). A signing operation given sharedPiece and sharedPieceAccount adds the pieces held here for that account before combining, so a client supplies only the rest; the client must still give at least one piece, and the node\'s own pieces of one split must be fewer than its minimum (checked at start-up, as is every entry). combineSecret never uses them. Never logged nor returned. See docs/split-secrets.md.' },
  { name: 'disableAdminPassword', type: { kind: 'boolean' }, default: 'false',
    description: 'Admin operations need no password at all, and pagination is not capped for anyone. Only for private development nodes.' },
  { name: 'maxAPIRecords', type: COUNT(1), default: '100', runtime: true,
    description: 'Most records a paginated operation returns (lastIndex is capped at firstIndex + maxAPIRecords - 1) unless a valid admin password is given.' },
  { name: 'apiMaxBodyBytes', type: COUNT(1024), default: '1048576',
    description: 'Largest request body accepted (form, JSON or multipart, including uploaded files). Larger bodies get HTTP 413 with a JSON error; a Content-Length over it is refused before the body is read, and the connection closed.' },
  // Edge limits (src/api/http-edge.ts). Capped at an hour: longer would defeat their purpose.
  { name: 'apiRequestTimeoutSeconds', type: COUNT(1, 3600), default: '30',
    description: 'Most seconds a client may take to send a whole request (headers and body; over HTTPS the TLS handshake too). A slower request gets HTTP 408 with a JSON error (errorCode 50) and its connection is closed. The time the node takes to answer is not counted.' },
  { name: 'apiIdleTimeoutSeconds', type: COUNT(1, 3600), default: '60',
    description: 'Seconds an API connection may stay silent (nothing received or sent) before it is closed without an answer. Not while the node works on a request (its own time is not the client\'s silence), but again once the answer is written out (a client that does not read it).' },
  { name: 'apiKeepAliveTimeoutSeconds', type: COUNT(1, 3600), default: '5',
    description: 'Seconds a keep-alive connection stays open after an answer, waiting for the next request (announced in the Keep-Alive header; the node closes it about a second later).' },
  { name: 'apiMaxConnections', type: COUNT(1, 1_000_000), default: '512',
    description: 'Most open API connections, HTTP and HTTPS together. An HTTP connection over the cap gets a JSON 503 (errorCode 1, Retry-After 1) at once and is closed, its request never handled; an HTTPS one is closed without an answer.' },
  { name: 'apiMaxConnectionsPerAddress', type: COUNT(1, 1_000_000), default: '64',
    description: 'Most open API connections from one client address. Over the cap: as for node.apiMaxConnections. Behind a reverse proxy all clients share the proxy\'s address (see docs/operations.md).' },
  { name: 'writeRequestsPerSecond', type: COUNT(1), default: '10', runtime: true,
    description: 'Write operations (POST-only and transaction-creating) accepted per client IP per second (token bucket, burst of the same size). Over the limit: HTTP 429, nothing is applied. Reads are unlimited.' },
  { name: 'adminLockoutAttempts', type: COUNT(1), default: '25',
    description: 'Wrong admin passwords from one client address before that address is locked out.' },
  { name: 'adminLockoutMinutes', type: COUNT(1), default: '60',
    description: 'How long a locked-out address is refused admin access (any password, even the right one).' },
  { name: 'metricsAllowedHosts', type: { kind: 'hostPatterns' }, default: '*',
    description: 'Clients that may read the Prometheus metrics at /metrics, among those node.allowedBotHosts admits (a client must pass both; * adds no restriction). /metrics needs no admin password, since scrapers cannot send one: narrow this to the monitoring hosts when the API is open to more. Empty: /metrics is refused to everyone (errorCode 40, HTTP 403). See docs/metrics.md.' },
  { name: 'eventStreamsMax', type: COUNT(1, 100_000), default: '256',
    description: 'Most live event streams open at once: Server-Sent Events at /events and WebSocket connections at /ws together. More get a JSON 503. Each is also an API connection (node.apiMaxConnections, node.apiMaxConnectionsPerAddress). See docs/events.md.' },
  { name: 'eventClientBacklogKiB', type: COUNT(128, 1_048_576), default: '2048',
    description: 'Unsent event data the node holds for one slow client (KiB): past it the client gets a final "dropped" message with the id to resume from, and is closed. Must exceed the largest burst made at once (a full block with its confirmations and removals is about 350 KB). See docs/events.md.' },
  // Peer network
  { name: 'peerServerHost', type: { kind: 'string' }, default: '127.0.0.1',
    description: 'Interface the peer-to-peer (libp2p TCP) listener binds to: an IP address (IPv6 without brackets) or a host name, not empty. Use 0.0.0.0 to accept peers from other machines.' },
  { name: 'peerServerPort', type: PORT, default: '7876',
    description: 'TCP port of the peer-to-peer listener. 0 picks a free port. Two listeners on the same interface (this one, node.apiServerPort, and node.apiServerSSLPort when node.apiSSL is on) may not share a non-zero port: refused at start.' },
  { name: 'peers', type: { kind: 'list' }, default: '',
    description: 'Comma-separated bootstrap peers, as host:port, a bare host (port 7876) or libp2p TCP multiaddrs. An entry that does not parse stops the node at start. Must be empty when node.maxOutboundPeers is 0 (they would never be dialled).' },
  { name: 'maxInboundPeers', type: COUNT(0), default: '50',
    description: 'Most inbound peer connections kept open. 0: every inbound connection is refused (the listener stays open; with node.maxOutboundPeers 0 too, the node is isolated and forges and serves the API alone).' },
  { name: 'maxOutboundPeers', type: COUNT(0), default: '10',
    description: 'Most outbound peer connections the node opens itself (to bootstrap peers and to peers learnt from others). 0: the node dials nobody by itself (addPeer still does).' },
  { name: 'shareAddress', type: { kind: 'boolean' }, default: 'true',
    description: 'Let peers pass this node\'s address on to others (peer exchange), as Nxt\'s shareMyAddress. false: the node is reached only by those told its address (a node behind a relay, a private node); it still learns and dials the addresses others share.' },
  // Capped where a timer still works: Node fires setTimeout delays above 2^31-1 ms at once.
  { name: 'blacklistMinutes', type: COUNT(1, Math.floor((2 ** 31 - 1) / 60_000)), default: '10', runtime: true,
    description: 'How long a misbehaving peer stays blacklisted (at most 35791 minutes, about 24.8 days: longer timers do not work).' },
  // Chain and storage
  { name: 'dataDir', type: { kind: 'string' }, default: './data',
    description: 'Directory of the chain database (its engine: node.storageEngine) and the node identity key, created if missing; not empty. Relative paths are resolved against the working directory. At start the node checks it can write there; if not, it stops with one line naming the path and the reason (EACCES, EROFS, ENOSPC, LOCK held by another node, ...).' },
  { name: 'storageEngine', type: { kind: 'enum', values: ['leveldb', 'rocksdb'] }, default: 'leveldb',
    description: 'Key-value engine of the chain database under node.dataDir: leveldb (classic-level) or rocksdb (@nxtedition/rocksdb). A database keeps the engine it was created with (recorded in its STORE-ENGINE file): opening it with the other one stops the node at start with a message naming both, and nothing is written. To change engines, start a new node.dataDir and let the node sync. Figures for both engines: docs/performance.md, section 17.' },
  { name: 'network', type: { kind: 'enum', values: ['devnet', 'mainnet'] }, default: 'devnet',
    description: 'Which built-in network (genesis block and consensus constants) to run: devnet (development network with ten funded test accounts) or mainnet. Not with node.genesisFile, which defines the network itself.' },
  { name: 'genesisFile', type: { kind: 'string' }, default: '',
    description: 'Genesis file (JSON, as made by totem-node genesis create) of the network to run instead of a built-in one: its genesis block, accounts and consensus constants. When set, node.network, node.blockTime, node.profile and node.devnetForging must not be set: they come from the genesis file. The file must exist and be readable at start. Relative paths are resolved against the working directory.' },
  { name: 'blockTime', type: COUNT(1, 3600), default: '', dependentDefault: '5 on devnet, 60 on mainnet',
    description: 'Target seconds between blocks. A network constant: on mainnet it is 60 and may not be set to anything else; on the devnet it may be any value from 1 to 3600; with node.genesisFile it comes from the genesis file and may not be set.' },
  { name: 'profile', type: { kind: 'enum', values: ['standard', 'throughput'] }, default: 'standard',
    description: 'Devnet block limits: standard (255 transactions and 163,200 bytes per block, as Nxt) or throughput (16,384 transactions and 5,242,880 bytes per block, 2 s blocks unless node.blockTime is set, forged one block time after the previous one rather than at Nxt\'s irregular hit times, and a pool of 65,536 unless node.mempoolMaxSize is set), for sustained load (docs/performance.md). Every node of a network must run the same profile. Devnet only: not on mainnet, nor with node.genesisFile (the genesis file sets the limits).' },
  { name: 'devnetForging', type: { kind: 'boolean' }, default: '', dependentDefault: 'true on devnet, false otherwise',
    description: 'Forge with the ten development accounts (secret phrases devnet-0 ... devnet-9). Devnet only: setting it to true on mainnet is an error. Other accounts forge with node.forgingSecretFiles: secret phrases are never written in the configuration.' },
  { name: 'forgingSecretFiles', type: { kind: 'list' }, default: '',
    description: 'Comma-separated files, each holding one secret phrase (as written by totem-node keys new), with which the node forges from the start, on any network. Each must exist, be a regular file and be private to the node\'s user (no access for group or others: chmod 600 file), or the node does not start. The paths are shown in the log; the phrases never are.' },
  { name: 'mempoolMaxSize', type: COUNT(1), default: '2000',
    description: 'Most unconfirmed transactions kept; when full the lowest-fee ones are evicted.' },
  { name: 'contractWorkers', type: COUNT(0, 16), default: '2',
    description: 'Worker threads that run queryContract (one runs, the others stand by; started on the first query), so a query past node.contractWatchdogMs can be stopped. 0 runs queries inline, where the watchdog judges after the fact. Block application (a peer\'s block, sync, the node\'s own) and the forger\'s block selection always run contracts inline on the applying thread (selection judged by the watchdog when each run ends), whatever this says: from a worker every storage read is a cross-thread round trip. See docs/contracts.md.' },
  { name: 'contractWatchdogMs', type: COUNT(10, 10_000), default: '100',
    description: 'Milliseconds a contract run of local work (block selection, queryContract) may take before it is stopped as a node fault: the forger drops the transaction (reported as removed), a query answers an error. Never a transaction outcome, and never applied to block application: a block is applied however long its contracts take (gas bounds them); a run slower than this there is only logged at WARN and counted. See docs/contracts.md.' },
  { name: 'contractCacheSize', type: COUNT(1, 4096), default: '64',
    description: 'Prepared contracts (decoded, metered, compiled) kept in memory by code hash, least recently used dropped first; shared by the workers and kept across blocks, so a contract is compiled once, never inside a run\'s time. See docs/contracts.md.' },
  { name: 'minPrunableLifetime', type: COUNT(1), default: '1209600',
    description: 'Seconds (from a transaction\'s timestamp) its prunable message data is held at least (default 14 days). A block whose transaction lacks that data within this time is refused unless a peer announcing the PRUNABLE service supplies it. See docs/messages.md.' },
  { name: 'maxPrunableLifetime', type: { kind: 'int', min: -1, max: 2 ** 31 - 1 }, default: '7776000',
    description: 'Seconds after which prunable message data is pruned (default 90 days; a value below node.minPrunableLifetime counts as that minimum). -1 keeps it forever (an archival node). Ids and signatures never change: only the data goes. See docs/messages.md.' },
  // Logging
  { name: 'logLevel', type: { kind: 'enum', values: ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'OFF'] }, default: 'INFO', runtime: true,
    description: 'Least severe level printed. Changeable at run time with setLogging.' },
  { name: 'logFormat', type: { kind: 'enum', values: ['json', 'text'] }, default: '', dependentDefault: 'text on a terminal, json otherwise',
    description: 'json: one JSON object per line (time, level, component, msg, fields), for log collectors. text: "time LEVEL component msg key=value ...", for a person. By default text when standard output is a terminal, json otherwise (a service, a pipe, a file).' },
  // Memory of the store (docs/performance.md, "Scale")
  { name: 'accountCacheSize', type: COUNT(1000, 100_000_000), default: '250000',
    description: 'Accounts the store keeps decoded in memory, least recently used dropped first (about 300 bytes each, more with a public key). At start the first this many are read into it (a few hundred ms per 100,000); while it holds every account a read of a missing one needs no disk read. Beyond it an account is read from disk when needed (a LevelDB read, tens of microseconds). Memory and start time grow with it, not with the number of accounts. See docs/performance.md, "Scale".' },
  { name: 'storeCacheMB', type: COUNT(8, 4096), default: '32',
    description: 'MiB of the storage engine\'s block cache (LevelDB\'s, or RocksDB\'s with node.storageEngine = rocksdb: recently read blocks of the store\'s files, uncompressed). Larger helps reads of accounts and transactions outside the account cache on large stores; it counts fully in the node\'s resident memory once warm.' },
];

export const SETTINGS_BY_NAME: ReadonlyMap<string, SettingSpec> = new Map(SETTINGS.map((s) => [s.name, s]));

/** Prefix of every key in a properties file. */
export const KEY_PREFIX = 'node.';

/** Environment variable that overrides a setting: TOTEM_ + the name in upper snake case
 * (apiServerPort -> TOTEM_API_SERVER_PORT, maxAPIRecords -> TOTEM_MAX_API_RECORDS). */
export function envVarName(name: SettingName): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
  return 'TOTEM_' + snake;
}
