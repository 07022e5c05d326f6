// Currency issuance (type 5, subtype 0). The currency's id is the transaction's id; the issuer
// receives the initial supply; a reservable currency is resolved at its issuance height
// (reserve.ts).
//
// Attachment (version 1): u8 name length, ASCII name, u8 code length, ASCII code, u16
// description length, UTF-8 description, u8 type, u64 initialSupplyQNT, u64 reserveSupplyQNT,
// u64 maxSupplyQNT, u32 issuanceHeight, u64 minReservePerUnitMTA, u8 minDifficulty, u8
// maxDifficulty, u8 algorithm, u8 decimals.
// Rules: name 3..10 letters, code 3..5 capital letters, name at least as long as the code, both
// free in the shared namespace (names.ts); description at most 1000 bytes; decimals 0..8;
// 0 < maxSupply <= 10^17, initial and reserve supplies within it; the type rules of
// currency-type.ts. Fee by code length: 3 letters 25,000 coins, 4 letters 1,000, 5 letters 40.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, TxRejectReason } from '../../domain/errors.js';
import { schedule } from '../../domain/state/schedule.js';
import { msType, refuse, refuseNow } from './checks.js';
import { typeProblem, type TypeShape } from './currency-type.js';
import { adjustUnits, OWNER } from './holdings.js';
import { isMintingAlgorithm } from './minting.js';
import { claimNames, namespaceClash } from './names.js';
import { CURRENCIES } from './tables.js';
import { RESOLVE_PREFIX as RESOLVE } from './resolve-item.js';

export const MAX_DESCRIPTION_BYTES = 1000;
export const MAX_DECIMALS = 8;
export const MAX_SUPPLY_QNT = 10n ** 17n;

export interface IssuanceAttachment extends Attachment, TypeShape {
  readonly name: string;
  readonly code: string;
  readonly description: string;
  readonly decimals: number;
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
const NAME = /^[A-Za-z]{3,10}$/;
const CODE = /^[A-Z]{3,5}$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The issuance fee of a code of `length` letters. */
export function issuanceFeeMTA(codeLength: number): bigint {
  if (codeLength <= 3) return 25_000n * ONE_COIN;
  if (codeLength === 4) return 1000n * ONE_COIN;
  return 40n * ONE_COIN;
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported CurrencyIssuance attachment version ${version}`, 'attachment');
}

function readText(bytes: Uint8Array, field: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidParameter(`${field} is not valid UTF-8`, field);
  }
}

/** Why an issuance is refused anywhere but for the type rules and the namespace (undefined when
 * fine): the API asks it first. */
export function issuanceFieldProblem(a: Omit<IssuanceAttachment, 'version'>): { param: string; description: string } | undefined {
  if (!NAME.test(a.name)) return { param: 'name', description: 'name must be 3..10 letters' };
  if (!CODE.test(a.code)) return { param: 'code', description: 'code must be 3..5 capital letters A-Z' };
  if (a.name.length < a.code.length) return { param: 'name', description: 'name must be at least as long as code' };
  if (LONE_SURROGATE.test(a.description) || text.encode(a.description).length > MAX_DESCRIPTION_BYTES) {
    return { param: 'description', description: `description must be valid text of at most ${MAX_DESCRIPTION_BYTES} bytes` };
  }
  if (!Number.isInteger(a.decimals) || a.decimals < 0 || a.decimals > MAX_DECIMALS) return { param: 'decimals', description: `decimals must be 0..${MAX_DECIMALS}` };
  if (a.maxSupply < 1n || a.maxSupply > MAX_SUPPLY_QNT) return { param: 'maxSupplyQNT', description: `maxSupplyQNT must be 1..${MAX_SUPPLY_QNT}` };
  if (a.initialSupply < 0n || a.initialSupply > a.maxSupply) return { param: 'initialSupplyQNT', description: 'initialSupplyQNT must be 0..maxSupplyQNT' };
  if (a.reserveSupply < 0n || a.reserveSupply > a.maxSupply) return { param: 'reserveSupplyQNT', description: 'reserveSupplyQNT must be 0..maxSupplyQNT' };
  return undefined;
}

export const currencyIssuance: TransactionType<IssuanceAttachment> = Object.freeze({
  ...msType(0, 'CurrencyIssuance', false),

  parseAttachment(reader: ByteReader, version: number): IssuanceAttachment {
    checkVersion(version);
    const name = readText(reader.bytes(reader.u8()), 'name');
    const code = readText(reader.bytes(reader.u8()), 'code');
    const description = readText(reader.bytes(reader.u16()), 'description');
    return {
      version,
      name,
      code,
      description,
      type: reader.u8(),
      initialSupply: reader.u64(),
      reserveSupply: reader.u64(),
      maxSupply: reader.u64(),
      issuanceHeight: reader.u32(),
      minReservePerUnit: reader.u64(),
      minDifficulty: reader.u8(),
      maxDifficulty: reader.u8(),
      algorithm: reader.u8(),
      decimals: reader.u8(),
    };
  },
  writeAttachment(writer: ByteWriter, a: IssuanceAttachment): void {
    const name = text.encode(a.name);
    const code = text.encode(a.code);
    const description = text.encode(a.description);
    if (name.length > 255 || code.length > 255 || description.length > 0xffff) throw invalidParameter('name, code or description too long', 'name');
    writer.u8(name.length).bytes(name).u8(code.length).bytes(code).u16(description.length).bytes(description);
    writer.u8(a.type).u64(a.initialSupply).u64(a.reserveSupply).u64(a.maxSupply).u32(a.issuanceHeight).u64(a.minReservePerUnit);
    writer.u8(a.minDifficulty).u8(a.maxDifficulty).u8(a.algorithm).u8(a.decimals);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): IssuanceAttachment {
    checkVersion(version);
    const str = (field: string, fallback?: string): string => {
      const v = json[field] ?? fallback;
      if (typeof v !== 'string') throw invalidParameter(`${field} must be a string`, field);
      return v;
    };
    const amount = (field: string): bigint => {
      const v = json[field] ?? '0';
      if (typeof v !== 'string' || !/^[0-9]{1,19}$/.test(v)) throw invalidParameter(`${field} must be a decimal string`, field);
      return BigInt(v);
    };
    const small = (field: string, max: number): number => {
      const v = json[field] ?? 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) throw invalidParameter(`${field} must be an integer 0..${max}`, field);
      return v;
    };
    return {
      version,
      name: str('name'),
      code: str('code'),
      description: str('description', ''),
      type: small('type', 255),
      initialSupply: amount('initialSupplyQNT'),
      reserveSupply: amount('reserveSupplyQNT'),
      maxSupply: amount('maxSupplyQNT'),
      issuanceHeight: small('issuanceHeight', 0xffffffff),
      minReservePerUnit: amount('minReservePerUnitMTA'),
      minDifficulty: small('minDifficulty', 255),
      maxDifficulty: small('maxDifficulty', 255),
      algorithm: small('algorithm', 255),
      decimals: small('decimals', 255),
    };
  },
  attachmentToJSON(a: IssuanceAttachment): Record<string, unknown> {
    return {
      name: a.name,
      code: a.code,
      description: a.description,
      type: a.type,
      initialSupplyQNT: a.initialSupply.toString(),
      reserveSupplyQNT: a.reserveSupply.toString(),
      maxSupplyQNT: a.maxSupply.toString(),
      issuanceHeight: a.issuanceHeight,
      minReservePerUnitMTA: a.minReservePerUnit.toString(),
      minDifficulty: a.minDifficulty,
      maxDifficulty: a.maxDifficulty,
      algorithm: a.algorithm,
      decimals: a.decimals,
    };
  },

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, currencyIssuance);
    if (tx.amountMTA !== 0n) refuse('an issuance carries no amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    const problem = issuanceFieldProblem(a);
    if (problem) refuse(problem.description, problem.param);
    // The height-free half of the type rules (a reservable currency's height is checked below).
    const typed = typeProblem(a, isMintingAlgorithm, -1);
    if (typed) refuse(typed.description, typed.param);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, currencyIssuance);
    const typed = typeProblem(a, isMintingAlgorithm, state.height);
    if (typed) refuseNow(typed.description, typed.param);
    const clash = namespaceClash(state, a.name, a.code);
    if (clash) refuseNow(`${clash.param} is taken by currency ${clash.holder} (names and codes share one namespace)`, clash.param, TxRejectReason.DUPLICATE);
  },
  /** Claims the name and code in the mempool's pending state, so a second pending issuance of
   * either is refused before it reaches a block. */
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, currencyIssuance);
    claimNames(state, tx.id, a.name, a.code);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, currencyIssuance);
    state.put(CURRENCIES, tx.id, {
      issuer: tx.senderId,
      name: a.name,
      code: a.code,
      description: a.description,
      type: a.type,
      decimals: a.decimals,
      initialSupply: a.initialSupply,
      reserveSupply: a.reserveSupply,
      maxSupply: a.maxSupply,
      currentSupply: a.initialSupply,
      issuanceHeight: a.issuanceHeight,
      minReservePerUnit: a.minReservePerUnit,
      currentReservePerUnit: 0n,
      minDifficulty: a.minDifficulty,
      maxDifficulty: a.maxDifficulty,
      algorithm: a.algorithm,
      height: state.height,
    });
    claimNames(state, tx.id, a.name, a.code);
    if (a.initialSupply > 0n) adjustUnits(state, tx.senderId, tx.id, a.initialSupply);
    if (a.issuanceHeight > 0) schedule(state, a.issuanceHeight, OWNER, `${RESOLVE}${tx.id}`);
    state.emit({ capability: OWNER, name: 'issued', transactionId: tx.id, attributes: { currency: tx.id, issuer: tx.senderId, code: a.code, type: a.type } });
  },
  minimumFeeMTA(tx: Transaction): bigint {
    return issuanceFeeMTA(attachmentOf(tx, currencyIssuance).code.length);
  },
});
