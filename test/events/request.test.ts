// Reading a stream request: topic patterns, account lists, and which start wins when several
// are given (the browser's Last-Event-ID header over the URL's parameters).
import { describe, expect, it } from '@jest/globals';
import { CORE_TOPICS } from '../../src/events/interface.js';
import { parseStreamRequest, streamInputFromQuery } from '../../src/events/request.js';
import { devnet } from '../api/chain-fixture.js';

const limits = { topics: new Set<string>([...CORE_TOPICS, 'phasing.result']), maxFilterAccounts: 3 };
const read = (query: string, header?: string) => parseStreamRequest(streamInputFromQuery(new URLSearchParams(query), header), limits);

describe('stream requests', () => {
  it('expands prefix.* to the topics under it, and takes lists comma-separated or repeated', () => {
    expect([...read('topics=transaction.*').filter.topics!].sort()).toEqual(['transaction.added', 'transaction.confirmed', 'transaction.removed']);
    expect([...read('topics=block.pushed,phasing.*&topics=peer.connected').filter.topics!].sort()).toEqual(['block.pushed', 'peer.connected', 'phasing.result']);
    expect(read('').filter).toEqual({ topics: undefined, accounts: undefined });
  });

  it('reads accounts as ids or RS addresses, up to the limit', () => {
    const { accounts } = read(`account=${devnet(0).accountRS},${devnet(1).account}`).filter;
    expect([...accounts!]).toEqual([devnet(0).id, devnet(1).id]);
    expect(() => read(`account=${[0, 1, 2, 3].map((i) => devnet(i).account).join(',')}`)).toThrow(/at most 3 accounts/);
  });

  it('lets the Last-Event-ID header win over lastEventId and fromHeight (what EventSource sends on reconnecting)', () => {
    expect(read('fromHeight=10', '77').start).toEqual({ kind: 'afterId', id: 77 });
    expect(read('lastEventId=5', '77').start).toEqual({ kind: 'afterId', id: 77 });
    expect(read('lastEventId=5').start).toEqual({ kind: 'afterId', id: 5 });
    expect(read('fromHeight=10').start).toEqual({ kind: 'fromHeight', height: 10 });
    expect(read('fromHeight=10', '  ').start).toEqual({ kind: 'fromHeight', height: 10 });
    expect(read('').start).toEqual({ kind: 'live' });
  });

  it('refuses a parameter given twice, and out-of-range numbers, naming them', () => {
    expect(() => read('lastEventId=1&lastEventId=2')).toThrow(expect.objectContaining({ param: 'lastEventId' }));
    expect(() => read('lastEventId=99999999999999999')).toThrow(expect.objectContaining({ param: 'lastEventId' }));
    expect(() => read('fromHeight=2147483648')).toThrow(expect.objectContaining({ param: 'fromHeight' }));
    expect(() => read('fromHeight=1.5')).toThrow(expect.objectContaining({ param: 'fromHeight' }));
  });
});
