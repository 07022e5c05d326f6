// Shared by the poll operations' tests (createPoll, castVote, getPoll, getPolls, getPollResult,
// getPollVotes, getPollVote): polls and votes made through the API.
import type { ChainNode, TestAccount } from './chain-fixture.js';
import { ok } from './totem-helpers.js';

export { ok } from './totem-helpers.js';
export { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';
export { forgeTo, tip } from './phasing-helpers.js';

/** createPoll's parameters: "Best colour?" with options red, green, blue, one or two answered,
 * values 0..3, finishing at `finishHeight`; `extra` overrides or adds. */
export const pollParams = (finishHeight: number, extra: Record<string, string> = {}): Record<string, string> => ({
  name: 'Best colour?',
  description: 'Pick one or two',
  finishHeight: String(finishHeight),
  option00: 'red',
  option01: 'green',
  option02: 'blue',
  minNumberOfOptions: '1',
  maxNumberOfOptions: '2',
  minRangeValue: '0',
  maxRangeValue: '3',
  ...extra,
});

/** Submits a poll (not forged); returns its id. */
export async function submitPoll(node: ChainNode, from: TestAccount, finishHeight: number, extra: Record<string, string> = {}): Promise<string> {
  const r = await ok(node, { requestType: 'createPoll', secretPhrase: from.secretPhrase, ...pollParams(finishHeight, extra) });
  return r.json.transaction as string;
}

/** Submits a vote (not forged): `votes` maps vote00.. to values; returns the transaction id. */
export async function submitVote(node: ChainNode, voter: TestAccount, poll: string, votes: Record<string, string>): Promise<string> {
  const r = await ok(node, { requestType: 'castVote', secretPhrase: voter.secretPhrase, poll, ...votes });
  return r.json.transaction as string;
}
