// The totem exchange on the live event stream (/events, /ws; docs/events.md): every trade as
// `totems.trade` (for the seller and the buyer), and every approval decision or expiry as
// `totems.approval`, turned from the capability's block events of each pushed block.
import type { Block } from '../../../domain/block.js';
import type { BlockEvent } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import type { CapabilityLiveEvents, LiveEventDraft } from '../../../events/interface.js';
import { accountFields } from '../accounts/account-extras.js';

const id = (v: unknown): string => idToString(v as bigint);

function trade(event: BlockEvent, block: Block): LiveEventDraft {
  const a = event.attributes;
  return {
    topic: 'totems.trade',
    fields: {
      totem: id(a['totem']),
      askOrder: id(a['askOrder']),
      bidOrder: id(a['bidOrder']),
      ...accountFields('seller', a['seller'] as bigint),
      ...accountFields('buyer', a['buyer'] as bigint),
      quantityQNT: String(a['quantityQNT']),
      priceMTA: String(a['priceMTA']),
      tradeType: String(a['tradeType']),
      height: block.height,
      block: idToString(block.id),
    },
    accounts: [a['seller'] as bigint, a['buyer'] as bigint],
  };
}

const DECISIONS: Readonly<Record<string, string>> = { approved: 'APPROVED', rejected: 'REJECTED', approvalExpired: 'NONE' };

export const TOTEM_LIVE_EVENTS: CapabilityLiveEvents = Object.freeze({
  topics: Object.freeze(['totems.trade', 'totems.approval']),
  fromBlockEvent(event: BlockEvent, block: Block): LiveEventDraft | undefined {
    if (event.name === 'trade') return trade(event, block);
    const status = DECISIONS[event.name];
    if (status === undefined) return undefined;
    return { topic: 'totems.approval', fields: { totem: id(event.attributes['totem']), status, expired: event.name === 'approvalExpired', height: block.height }, accounts: [] };
  },
});
