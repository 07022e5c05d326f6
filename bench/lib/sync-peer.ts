// Child process of the sync bench: the serving peer, a full node (createFullNode, what the CLI
// runs) whose chain store is in <dataDir>/chain. Tells the parent its peer address and height,
// then serves until the parent disconnects.
import { startApiNode } from './api-node.js';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: sync-peer.ts <dataDir>');
  process.exit(2);
}
const peer = await startApiNode(dir);
const tip = await peer.full.node.blockchain.lastBlock();
process.send!({ address: peer.full.network!.network.address, height: tip.height });
process.on('disconnect', () => {
  peer.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
