// Which blocks and transactions are being applied on behalf of the network (gossip, sync, pulled
// transactions). The chain and the pool announce every addition through their events, and the
// node gossips what it created itself; items that came from peers must not be published again
// (gossipsub already forwarded the accepted ones, and downloaded blocks are old news). The chain
// services emit their events synchronously inside the call, so marking an id for the duration of
// the call is enough.
export class NetworkOrigin {
  readonly #blocks = new Map<bigint, number>();
  readonly #transactions = new Map<bigint, number>();

  /** Runs `push` with `blockId` marked as coming from the network. */
  pushingBlock<T>(blockId: bigint, push: () => Promise<T>): Promise<T> {
    return this.#marked(this.#blocks, [blockId], push);
  }

  /** Runs `submit` with the transactions marked as coming from the network. */
  submittingTransactions<T>(ids: readonly bigint[], submit: () => Promise<T>): Promise<T> {
    return this.#marked(this.#transactions, ids, submit);
  }

  isNetworkBlock(id: bigint): boolean {
    return this.#blocks.has(id);
  }

  isNetworkTransaction(id: bigint): boolean {
    return this.#transactions.has(id);
  }

  async #marked<T>(map: Map<bigint, number>, ids: readonly bigint[], run: () => Promise<T>): Promise<T> {
    // Counted, so overlapping calls for the same id (two peers gossiping it) do not unmark early.
    for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
    try {
      return await run();
    } finally {
      for (const id of ids) {
        const n = (map.get(id) ?? 1) - 1;
        if (n <= 0) map.delete(id);
        else map.set(id, n);
      }
    }
  }
}
