// A small handler table exercising every flag and parameter type, with call counters.
import { DomainError, ErrorCode } from '../../src/domain/errors.js';
import { ApiTag, defineHandler, type ApiContext, type HandlerTable } from '../../src/api/types.js';

/** The flags of a plain read (GET or POST, no password, served while the blockchain is not ready)
 * and of a plain write (POST only); entries spread one and override what they exercise. */
const READ = { method: 'GET', requirePost: false, requirePassword: false, requireBlockchain: false } as const;
const WRITE = { method: 'POST', requirePost: true, requirePassword: false, requireBlockchain: false } as const;

export interface Calls {
  [requestType: string]: number;
}

export function fakeTable(calls: Calls, gate?: { entered: () => void; release: Promise<void> }): HandlerTable<ApiContext> {
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  return {
    getThing: defineHandler({
      requestType: 'getThing',
      tags: [ApiTag.UTILS],
      description: 'A read with every scalar parameter type.',
      ...READ,
      requireBlockchain: true,
      params: [
        { name: 'name', type: 'string', maxLength: 10, description: 'A name.' },
        { name: 'count', type: 'int', min: 1, max: 100, default: 5, description: 'A count.' },
        { name: 'big', type: 'long', description: 'A long.' },
        { name: 'amount', type: 'amount', description: 'An amount.' },
        { name: 'thing', type: 'id', description: 'An id.' },
        { name: 'owner', type: 'account', description: 'An account.' },
        { name: 'flag', type: 'boolean', default: false, description: 'A flag.' },
        { name: 'data', type: 'hex', maxBytes: 4, description: 'Bytes.' },
        { name: 'owners', type: 'accountList', maxItems: 3, description: 'Accounts.' },
        { name: 'color', type: 'enum', values: ['RED', 'GREEN'], description: 'A color.' },
      ],
      async handler(p) {
        count('getThing');
        return { ...p, echoedBytes: p.data, huge: 2n ** 64n - 1n };
      },
    }),
    'get-hyphenated': defineHandler({
      requestType: 'get-hyphenated',
      tags: [ApiTag.MS],
      description: 'A name with a hyphen.',
      ...READ,
      params: [],
      async handler() {
        count('get-hyphenated');
        return { ok: true };
      },
    }),
    listThings: defineHandler({
      requestType: 'listThings',
      tags: [ApiTag.BLOCKS],
      description: 'A paginated read.',
      ...READ,
      paginated: true,
      params: [],
      async handler(_p, _ctx, req) {
        count('listThings');
        return { page: req.page, isAdmin: req.isAdmin };
      },
    }),
    doWrite: defineHandler({
      requestType: 'doWrite',
      tags: [ApiTag.PAYMENTS],
      description: 'A POST-only write.',
      ...WRITE,
      requireBlockchain: true,
      params: [
        { name: 'secretPhrase', type: 'string', secret: true, required: true, description: 'Secret.' },
        { name: 'value', type: 'int', description: 'A value.' },
      ],
      async handler(p) {
        count('doWrite');
        return { done: true, value: p.value ?? null };
      },
    }),
    createThing: defineHandler({
      requestType: 'createThing',
      tags: [ApiTag.TRANSACTIONS, ApiTag.CREATE_TRANSACTION],
      description: 'A transaction-creating operation reachable by GET.',
      ...READ,
      params: [],
      async handler() {
        count('createThing');
        return { created: true };
      },
    }),
    adminThing: defineHandler({
      requestType: 'adminThing',
      tags: [ApiTag.DEBUG],
      description: 'An admin operation.',
      ...WRITE,
      requirePassword: true,
      params: [{ name: 'level', type: 'int', required: true, description: 'A level.' }],
      async handler(p, _ctx, req) {
        count('adminThing');
        return { level: p.level, isAdmin: req.isAdmin };
      },
    }),
    upload: defineHandler({
      requestType: 'upload',
      tags: [ApiTag.CONTRACTS],
      description: 'A file upload.',
      ...WRITE,
      params: [
        { name: 'contract', type: 'file', required: true, maxBytes: 4096, description: 'The file.' },
        { name: 'contractName', type: 'string', required: true, description: 'Its name.' },
      ],
      async handler(p) {
        count('upload');
        return { filename: p.contract.filename, contentType: p.contract.contentType, bytes: p.contract.data, name: p.contractName };
      },
    }),
    failing: defineHandler({
      requestType: 'failing',
      tags: [ApiTag.DEBUG],
      description: 'Throws.',
      ...READ,
      params: [
        { name: 'kind', type: 'enum', values: ['domain', 'crash'], required: true, description: 'What to throw.' },
        { name: 'secretPhrase', type: 'string', secret: true, description: 'Echoed into the crash message.' },
      ],
      async handler(p) {
        count('failing');
        if (p.kind === 'domain') throw new DomainError(ErrorCode.UNKNOWN_ACCOUNT, 'Unknown account', 'account');
        throw new Error(`boom with ${p.secretPhrase ?? 'nothing'}`);
      },
    }),
    slow: defineHandler({
      requestType: 'slow',
      tags: [ApiTag.DEBUG],
      description: 'Waits for the test to release it.',
      ...READ,
      params: [],
      async handler() {
        count('slow');
        gate?.entered();
        await gate?.release;
        return { slow: true };
      },
    }),
  };
}
