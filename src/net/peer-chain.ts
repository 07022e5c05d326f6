// What a peer's own messages say about its chain: the cumulative difficulty, height and blockchain
// state its Peer object shows. The hello gives the first values (no height: the hello does not
// carry one); after it, only what the peer itself sends moves them:
//   - its answers to our `cumulativeDifficulty` requests (difficulty, height and, from nodes that
//     send it, its blockchain state), asked by every sync check;
//   - the blocks it gossips that we can place (already ours, or pushed onto our tip): the peer
//     forwards only blocks it accepted onto its tip, so its chain is at least that block's
//     height and cumulative difficulty. Gossip says nothing of its state, which stays as it was.
// Forward only: a report lighter than what we hold is older news (answers and gossip race each
// other) and is dropped, so nothing here is inferred beyond what the peer sent. A new hello (a
// reconnection) starts afresh from what it says.

/** One report of a peer about its chain (an answer or a gossiped block we could place). */
export interface PeerChainReport {
  readonly cumulativeDifficulty: bigint;
  readonly height?: number;
  readonly blockchainState?: string;
}

/** The peer's chain as last reported. */
export interface PeerChainStatus {
  readonly cumulativeDifficulty: bigint;
  /** Null until an answer or a placed block tells it. */
  readonly height: number | null;
  readonly blockchainState: string;
  /** When a report last moved it (ms, the peer table's clock). */
  readonly at: number;
}

export function chainFromHello(info: { readonly cumulativeDifficulty: bigint; readonly blockchainState: string }, at: number): PeerChainStatus {
  return { cumulativeDifficulty: info.cumulativeDifficulty, height: null, blockchainState: info.blockchainState, at };
}

/** The status after `report`, or null when the report changes nothing (or is older news). */
export function advanceChain(current: PeerChainStatus, report: PeerChainReport, at: number): PeerChainStatus | null {
  if (report.cumulativeDifficulty < current.cumulativeDifficulty) return null;
  const heavier = report.cumulativeDifficulty > current.cumulativeDifficulty;
  let height = current.height;
  if (report.height !== undefined) height = heavier || height == null ? report.height : Math.max(height, report.height);
  // A heavier chain without a height: the one we held belongs to the lighter chain.
  else if (heavier) height = null;
  const blockchainState = report.blockchainState ?? current.blockchainState;
  if (!heavier && height === current.height && blockchainState === current.blockchainState) return null;
  return { cumulativeDifficulty: report.cumulativeDifficulty, height, blockchainState, at };
}
