// Escrow: a depositor locks MTA for a beneficiary; the depositor releases it, or the arbiter
// (the uploader) refunds it. Every rule is a `require`, so a broken rule reverts the call.
//   init(ctx)                          the sender (uploader) becomes the arbiter
//   deposit(ctx, beneficiary: i64)     locks ctx.amount() from the sender for the beneficiary
//   release(ctx, to: i64)              the depositor (sender) releases its deposit to `to`,
//                                      which must be the beneficiary named at deposit
//   refund(ctx, depositor: i64)        the arbiter returns a deposit to its depositor
//   depositOf(ctx, depositor: i64)     returns the locked amount (decimal string)
//   creditOf(ctx, account: i64)        returns what was released or refunded to an account
// ABI v1 has no outgoing payment, so the MTA stays in the contract's account and `credit:<id>`
// records what each account is owed; the events make every movement visible.
import { Context, accountString } from "../../assemblyscript";

const NONE = "0";

function depositKey(depositor: u64): string {
  return "deposit:" + depositor.toString();
}
function beneficiaryKey(depositor: u64): string {
  return "beneficiary:" + depositor.toString();
}
function creditKey(account: u64): string {
  return "credit:" + account.toString();
}

export function init(ctx: Context): void {
  ctx.set("arbiter", accountString(ctx.sender()));
}

export function deposit(ctx: Context, beneficiary: i64): void {
  const depositor = ctx.sender();
  const amount = ctx.amount();
  ctx.require(amount > 0, "deposit needs an amount");
  ctx.require(beneficiary != 0, "beneficiary required");
  ctx.require(<u64>beneficiary != depositor, "beneficiary must differ from the depositor");
  const current = ctx.getOr(beneficiaryKey(depositor), NONE);
  ctx.require(current == NONE || current == accountString(beneficiary),
    "an open deposit has another beneficiary");
  ctx.set(beneficiaryKey(depositor), accountString(beneficiary));
  ctx.add(depositKey(depositor), amount);
  ctx.emit("Deposited", movement(depositor, <u64>beneficiary, amount));
}

export function release(ctx: Context, to: i64): void {
  const depositor = ctx.sender();
  const amount = ctx.getI64(depositKey(depositor));
  ctx.require(amount > 0, "no open deposit from the sender");
  ctx.require(ctx.getOr(beneficiaryKey(depositor), NONE) == accountString(to),
    "not the beneficiary of this deposit");
  close(ctx, depositor, amount);
  ctx.add(creditKey(<u64>to), amount);
  ctx.emit("Released", movement(depositor, <u64>to, amount));
}

export function refund(ctx: Context, depositor: i64): void {
  ctx.require(ctx.getOr("arbiter", NONE) == accountString(ctx.sender()),
    "only the arbiter can refund");
  const amount = ctx.getI64(depositKey(<u64>depositor));
  ctx.require(amount > 0, "no open deposit from this depositor");
  close(ctx, <u64>depositor, amount);
  ctx.add(creditKey(<u64>depositor), amount);
  ctx.emit("Refunded", movement(<u64>depositor, <u64>depositor, amount));
}

export function depositOf(ctx: Context, depositor: i64): void {
  ctx.ret(ctx.getOr(depositKey(<u64>depositor), "0"));
}

export function creditOf(ctx: Context, account: i64): void {
  ctx.ret(ctx.getOr(creditKey(<u64>account), "0"));
}

function close(ctx: Context, depositor: u64, amount: i64): void {
  ctx.sub(depositKey(depositor), amount);
  ctx.set(beneficiaryKey(depositor), NONE);
}

function movement(from: u64, to: u64, amount: i64): string {
  return '{"from":"' + accountString(from) + '","to":"' + accountString(to) +
    '","amount":"' + amount.toString() + '"}';
}
