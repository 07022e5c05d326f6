// issueCurrency: the currency issuance (5/0) through the API on the devnet: the transaction, the
// currency and the issuer's units once forged, the fee by code length, the one case-insensitive
// namespace of names and codes, and the refusals of the field and type rules, each naming its
// parameter, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { balance, currencyRecord, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, funded, issueCurrency, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('issueCurrency', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (params: Record<string, string>) => node.post({ requestType: 'issueCurrency', secretPhrase: devnet(1).secretPhrase, ...params });
  /** A plain exchangeable currency's parameters (type 1, initial = max supply), fresh name and code. */
  const plain = (extra: Record<string, string> = {}): Record<string, string> => ({ ...freshCode(), type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1000', ...extra });
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;

  it('issues the initial supply to the issuer: the currency id is the transaction id; the fee is 40 coins for a 5-letter code', async () => {
    const issuer = await funded(node, 'issueCurrency issuer', 100n);
    const r = await node.post({ requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, name: 'Pebbles', code: 'PEBBL', description: 'Small round stones', type: '1', maxSupplyQNT: '500000', initialSupplyQNT: '500000', decimals: '3' });
    contract.check('issueCurrency', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 0, sender: issuer.account, amountMTA: '0', feeMTA: (40n * ONE_COIN).toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({
      'version.CurrencyIssuance': 1,
      name: 'Pebbles',
      code: 'PEBBL',
      description: 'Small round stones',
      type: 1,
      initialSupplyQNT: '500000',
      reserveSupplyQNT: '0',
      maxSupplyQNT: '500000',
      issuanceHeight: 0,
      minReservePerUnitMTA: '0',
      minDifficulty: 0,
      maxDifficulty: 0,
      algorithm: 0,
      decimals: 3,
    });
    const currency = r.json.transaction as string;
    expect(currencyRecord(node, currency)).toBeUndefined();

    const block = await node.forge();
    expect(currencyRecord(node, currency)).toEqual({
      issuer: issuer.id,
      name: 'Pebbles',
      code: 'PEBBL',
      description: 'Small round stones',
      type: 1,
      decimals: 3,
      initialSupply: 500000n,
      reserveSupply: 0n,
      maxSupply: 500000n,
      currentSupply: 500000n,
      issuanceHeight: 0,
      minReservePerUnit: 0n,
      currentReservePerUnit: 0n,
      minDifficulty: 0,
      maxDifficulty: 0,
      algorithm: 0,
      height: block.height,
    });
    expect(unitsHeld(node, issuer, currency)).toBe(500000n);
    expect(await balance(node, issuer)).toBe(60n * ONE_COIN);
    const account = (await node.get({ requestType: 'getAccount', account: issuer.account, includeCurrencies: 'true' })).json;
    expect(account.currencyBalances).toEqual([{ currency, code: 'PEBBL', decimals: 3, unitsQNT: '500000' }]);
    expect(account.unconfirmedCurrencyBalances).toEqual([{ currency, code: 'PEBBL', decimals: 3, unconfirmedUnitsQNT: '500000' }]);
  });

  it('charges by code length: 3 letters 25,000 coins, 4 letters 1,000, 5 letters 40; less is refused', async () => {
    const feeOf = async (name: string, code: string, extra: Record<string, string> = {}) => {
      const r = await post({ name, code, type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10', broadcast: 'false', ...extra });
      expect(r.json.errorCode).toBeUndefined();
      return r.json.transactionJSON.feeMTA as string;
    };
    expect(await feeOf('Feeone', 'FEE')).toBe('2500000000000');
    expect(await feeOf('Feetwo', 'FEET')).toBe('100000000000');
    expect(await feeOf('Feethree', 'FEETH')).toBe('4000000000');
    expect(await feeOf('Feefour', 'FEETS', { feeMTA: '5000000000' })).toBe('5000000000');
    expect((await post({ name: 'Feefive', code: 'FEF', type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10', feeMTA: (24_999n * ONE_COIN).toString(), broadcast: 'false' })).json).toMatchObject({ errorCode: 7 });
    // A 3-letter code the issuer cannot pay for: errorCode 6.
    const poor = await funded(node, 'issueCurrency poor issuer', 1000n);
    expect((await node.post({ requestType: 'issueCurrency', secretPhrase: poor.secretPhrase, name: 'Dear', code: 'DER', type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10' })).json).toMatchObject({ errorCode: 6 });
  });

  it('refuses a bad code, naming code', async () => {
    for (const code of ['abc', 'Abc', 'AB1', '12345', 'AB', 'ABCDEF', 'A C', 'ÄBC']) {
      const r = await post(plain({ name: 'Goodname', code }));
      expect({ code, body: r.json }).toMatchObject({ code, body: { errorCode: 7, error: 'code' } });
    }
    // An empty value is an absent one (the API's rule): errorCode 1, code is required.
    expect((await post(plain({ name: 'Goodname', code: '' }))).json).toMatchObject({ errorCode: 1, error: 'code' });
  });

  it('refuses a bad name, naming name', async () => {
    for (const name of ['ab', 'Elevenchars', 'Bad name', 'Gold1', 'Göld', 'Gold!', ' Golden']) {
      const r = await post(plain({ name, code: freshCode().code }));
      expect({ name, body: r.json }).toMatchObject({ name, body: { errorCode: 7, error: 'name' } });
    }
    expect((await post(plain({ name: '' }))).json).toMatchObject({ errorCode: 1, error: 'name' });
    // A name shorter than its code.
    expect((await post(plain({ name: 'Abc', code: 'ABCDE' }))).json).toMatchObject({ errorCode: 7, error: 'name' });
  });

  it('refuses an invalid type combination, naming type', async () => {
    for (const type of ['0', '2', '4', '8', '9', '16', '32', '64', '128', String(1 | 4 | 8 | 16), String(4 | 8 | 16)]) {
      const r = await post(plain({ type }));
      expect({ type, body: r.json }).toMatchObject({ type, body: { errorCode: 7, error: 'type' } });
    }
    expect((await post(plain({ type: '256' }))).json).toMatchObject({ errorCode: 7, error: 'type' });
  });

  it('refuses supplies and fields inconsistent with the type, naming the field', async () => {
    const height = await tip();
    const reservable = { type: '5', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '100', issuanceHeight: String(height + 5), minReservePerUnitMTA: '10' };
    const mintable = { type: '17', maxSupplyQNT: '1000000', initialSupplyQNT: '0', algorithm: '2', minDifficulty: '1', maxDifficulty: '3' };
    // The consistent shapes themselves pass (only built, not broadcast).
    for (const ok of [reservable, mintable, { type: '13', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', issuanceHeight: String(height + 5), minReservePerUnitMTA: '10' }]) {
      const r = await post({ ...freshCode(), ...ok, broadcast: 'false' });
      expect({ ok, body: r.json }).toMatchObject({ ok, body: { broadcasted: false } });
    }
    const cases: Array<[Record<string, string>, string]> = [
      // Plain (neither RESERVABLE nor MINTABLE): initial = max, no reserve fields, no minting fields.
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '999' }, 'initialSupplyQNT'],
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1000', reserveSupplyQNT: '1000' }, 'reserveSupplyQNT'],
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1000', issuanceHeight: String(height + 5) }, 'issuanceHeight'],
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1000', minReservePerUnitMTA: '10' }, 'minReservePerUnitMTA'],
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1000', algorithm: '2' }, 'algorithm'],
      [{ type: '1', maxSupplyQNT: '1000', initialSupplyQNT: '1001' }, 'initialSupplyQNT'],
      [{ type: '1', maxSupplyQNT: '0', initialSupplyQNT: '0' }, 'maxSupplyQNT'],
      [{ type: '1', maxSupplyQNT: (10n ** 17n + 1n).toString(), initialSupplyQNT: (10n ** 17n + 1n).toString() }, 'maxSupplyQNT'],
      // RESERVABLE: reserve = max unless MINTABLE, reserve above initial, a positive minimum reserve.
      [{ ...reservable, reserveSupplyQNT: '900' }, 'reserveSupplyQNT'],
      [{ ...reservable, initialSupplyQNT: '1000' }, 'reserveSupplyQNT'],
      [{ ...reservable, minReservePerUnitMTA: '0' }, 'minReservePerUnitMTA'],
      [{ ...reservable, reserveSupplyQNT: '1001' }, 'reserveSupplyQNT'],
      // CLAIMABLE starts with nothing.
      [{ ...reservable, type: '13' }, 'initialSupplyQNT'],
      // MINTABLE: a known algorithm, 1 <= min <= max difficulty.
      [{ ...mintable, algorithm: '4' }, 'algorithm'],
      [{ ...mintable, minDifficulty: '0' }, 'minDifficulty'],
      [{ ...mintable, minDifficulty: '5', maxDifficulty: '4' }, 'minDifficulty'],
      // Other fields.
      [{ type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10', decimals: '9' }, 'decimals'],
      [{ type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10', description: 'x'.repeat(1001) }, 'description'],
    ];
    for (const [params, error] of cases) {
      const r = await post({ ...freshCode(), ...params });
      expect({ params, body: r.json }).toMatchObject({ params, body: { errorCode: 7, error } });
    }
    // 1000 bytes of description are fine.
    expect((await post(plain({ description: 'é'.repeat(500), broadcast: 'false' }))).json).toMatchObject({ broadcasted: false });
  });

  it('refuses a RESERVABLE currency whose issuanceHeight is not above the tip, naming issuanceHeight', async () => {
    const height = await tip();
    const base = { type: '5', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '100', minReservePerUnitMTA: '10' };
    for (const issuanceHeight of [height, height - 1, 0]) {
      const r = await post({ ...freshCode(), ...base, issuanceHeight: String(issuanceHeight) });
      expect({ issuanceHeight, body: r.json }).toMatchObject({ issuanceHeight, body: { errorCode: 7, error: 'issuanceHeight' } });
    }
    expect((await post({ ...freshCode(), ...base, issuanceHeight: String(height + 2), broadcast: 'false' })).json).toMatchObject({ broadcasted: false });
  });

  it('refuses negative or malformed numbers, naming the parameter', async () => {
    expect((await post(plain({ maxSupplyQNT: '-1000', initialSupplyQNT: '0' }))).json).toMatchObject({ errorCode: 7, error: 'maxSupplyQNT' });
    expect((await post(plain({ initialSupplyQNT: '-1' }))).json).toMatchObject({ errorCode: 7, error: 'initialSupplyQNT' });
    expect((await post(plain({ maxSupplyQNT: 'lots' }))).json).toMatchObject({ errorCode: 7, error: 'maxSupplyQNT' });
    expect((await post(plain({ decimals: '-1' }))).json).toMatchObject({ errorCode: 7, error: 'decimals' });
    expect((await post(plain({ type: 'one' }))).json).toMatchObject({ errorCode: 7, error: 'type' });
  });

  it('names and codes share one case-insensitive namespace: a taken one is errorCode 8 naming it', async () => {
    const held = await issueCurrency(node, devnet(2), { name: 'Coins', code: 'CNS' });
    const taken: Array<[Record<string, string>, string]> = [
      [{ name: 'Coins', code: 'ZZZZY' }, 'name'],
      [{ name: 'COINS', code: 'ZZZZY' }, 'name'],
      [{ name: 'Cns', code: 'ZZY' }, 'name'], // a name equal to an existing code
      [{ name: 'Zzzzyname', code: 'CNS' }, 'code'],
      [{ name: 'Zzzzyname', code: 'COINS' }, 'code'], // a code equal to an existing name
    ];
    for (const [params, error] of taken) {
      const r = await post(plain(params));
      expect({ params, body: r.json }).toMatchObject({ params, body: { errorCode: 8, error } });
    }
    expect(currencyRecord(node, held.currency)).toMatchObject({ name: 'Coins', code: 'CNS' });
    // A pending issuance claims its name and code at once: a second one waits for nothing.
    const first = await post(plain({ name: 'Pending', code: 'PENDG' }));
    expect(first.json).toMatchObject({ broadcasted: true });
    expect((await post(plain({ name: 'pending', code: 'PENDH' }))).json).toMatchObject({ errorCode: 8, error: 'name' });
    expect((await node.post({ requestType: 'issueCurrency', secretPhrase: devnet(3).secretPhrase, ...plain({ name: 'Pendcode', code: 'PENDG' }) })).json).toMatchObject({ errorCode: 8, error: 'code' });
    await node.forge();
    expect(currencyRecord(node, first.json.transaction)).toMatchObject({ name: 'Pending', code: 'PENDG' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, devnet(1), { requestType: 'issueCurrency', ...plain() }, 5, 0);
    contract.check('issueCurrency', r, 'unsigned');
    // The same refusals for a transaction that is only built.
    expect((await node.post({ requestType: 'issueCurrency', publicKey: devnet(1).publicKey, ...plain({ type: '2' }) })).json).toMatchObject({ errorCode: 7, error: 'type' });
    expect((await node.post({ requestType: 'issueCurrency', publicKey: devnet(1).publicKey, ...plain({ name: 'Coins' }) })).json).toMatchObject({ errorCode: 8, error: 'name' });
    const again = freshCode();
    await expectPostOnlyAndSecretSafe(node, 'issueCurrency', devnet(4), [
      { ...again, type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10' },
      { ...again, type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10' },
      { ...freshCode(), type: '2', maxSupplyQNT: '10', initialSupplyQNT: '10' },
    ]);
  });
});
