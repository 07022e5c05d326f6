// index.html's send form. The secret phrase never leaves this page: it is turned into the Ed25519
// key here (seed = SHA-256 of its UTF-8 bytes, as the node does), the node is asked for the
// unsigned payment by PUBLIC KEY, the bytes it returns are checked against what the user asked
// (tx-check.js) and only then signed here, and the node receives the signed bytes. The field is
// cleared and the seed wiped when the attempt ends, whatever its outcome.
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { post } from './api.js';
import { accountIdOf, encodeRS, parseRecipient } from './account-address.js';
import { checkUnsignedPayment, coinsToMTA, formatCoins, transactionIdOf, withSignature } from './tx-check.js';

/** Reads the form (without the secret) into what the payment must say; throws on bad input. */
function readRequest(form, prefix) {
  const recipientText = form.querySelector('#send-recipient').value.trim();
  const recipient = parseRecipient(recipientText, prefix);
  if (recipient === null) throw new Error('the recipient is neither an account id nor an address');
  const amountMTA = coinsToMTA(form.querySelector('#send-amount').value);
  if (amountMTA === null || amountMTA <= 0n) throw new Error('the amount must be a positive number of coins (at most 8 decimals)');
  const feeMTA = coinsToMTA(form.querySelector('#send-fee').value);
  if (feeMTA === null || feeMTA <= 0n) throw new Error('the fee must be a positive number of coins (at most 8 decimals)');
  const deadline = Number(form.querySelector('#send-deadline').value);
  if (!Number.isInteger(deadline) || deadline < 1 || deadline > 32767) throw new Error('the deadline is 1 to 32767 minutes');
  return { recipientText, recipient, amountMTA, feeMTA, deadline };
}

/**
 * Runs one send; `step(text, ok)` reports progress. Resolves with the transaction id.
 * `constants` is getConstants' answer (the address prefix).
 */
export async function sendPayment(form, constants, step) {
  const secretField = form.querySelector('#send-secret');
  const secret = secretField.value;
  // Taken out of the DOM at once: nothing later (an error page, a screenshot) can show it.
  secretField.value = '';
  let seed;
  try {
    if (secret === '') throw new Error('the secret phrase is empty');
    const prefix = constants.accountPrefix;
    const asked = readRequest(form, prefix);
    seed = sha256(utf8ToBytes(secret));
    const publicKey = ed25519.getPublicKey(seed);
    const sender = encodeRS(accountIdOf(publicKey), prefix);
    step(`Signing as ${sender} (key derived in this page)`, true);

    const built = await post('sendMoney', {
      publicKey: bytesToHex(publicKey),
      recipient: asked.recipientText,
      amountMTA: asked.amountMTA.toString(),
      feeMTA: asked.feeMTA.toString(),
      deadline: String(asked.deadline),
    });
    const unsigned = hexToBytes(built.unsignedTransactionBytes);
    const { problems, fields } = checkUnsignedPayment(unsigned, { senderPublicKey: publicKey, prefix, ...asked });
    if (problems.length > 0) throw new Error(`refused to sign what the node built: ${problems.join('; ')}`);
    step(`Checked the node's bytes: ${formatCoins(fields.amountMTA)} coins to ${encodeRS(fields.recipientId, prefix)}, fee ${formatCoins(fields.feeMTA)}`, true);

    const signature = ed25519.sign(unsigned, seed);
    const signed = withSignature(unsigned, signature);
    const id = transactionIdOf(unsigned, signature);
    const sent = await post('broadcastTransaction', { transactionBytes: bytesToHex(signed) });
    if (sent.transaction !== id) throw new Error(`the node reports transaction ${sent.transaction}, this page computed ${id}`);
    step(`Broadcast transaction ${id}`, true);
    return id;
  } finally {
    seed?.fill(0);
  }
}
