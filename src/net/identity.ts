// The node's libp2p identity. Kept across restarts so that peers (and their blacklists, and our
// persisted peer list) recognise the node by the same peer id.
import { generateKeyPair, privateKeyFromProtobuf, privateKeyToProtobuf } from '@libp2p/crypto/keys';
import type { PrivateKey } from '@libp2p/interface';
import type { KeyValueStore } from './interface.js';

/** Key under which the private key's protobuf bytes are stored. */
export const IDENTITY_KEY = 'net.identity.v1';

/** Loads the stored Ed25519 identity, or creates and stores a new one. */
export async function loadOrCreateIdentity(store: KeyValueStore): Promise<PrivateKey> {
  const stored = await store.get(IDENTITY_KEY);
  if (stored != null) return privateKeyFromProtobuf(stored);
  const key = await generateKeyPair('Ed25519');
  await store.put(IDENTITY_KEY, privateKeyToProtobuf(key));
  return key;
}

/** An in-memory KeyValueStore, for tests and throw-away nodes. */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly #map = new Map<string, Uint8Array>();
  async get(key: string): Promise<Uint8Array | undefined> {
    return this.#map.get(key);
  }
  async put(key: string, value: Uint8Array): Promise<void> {
    this.#map.set(key, value);
  }
}
