// sorted-btree is CommonJS with its class on `exports.default`; under Node's ESM interop the
// default import is the exports object, so the class is its `default`.
import btreeExports from 'sorted-btree';

export const BTree = btreeExports.default;
export type BTree<K, V> = import('sorted-btree').default<K, V>;
