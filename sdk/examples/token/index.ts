// Token: a fixed supply minted to the uploader, balances and transfer events.
//   init(ctx)                              mints SUPPLY to the sender (the uploader)
//   transfer(ctx, to: i64, amount: i64)    moves amount from the sender to `to`; emits "Transfer"
//   balanceOf(ctx, account: i64)           returns the account's balance (decimal string)
//   totalSupply(ctx)                       returns the supply
// Account ids are i64 parameters holding the u64 bits; keys use their unsigned decimal form.
import { Context, accountString } from "../../assemblyscript";

const SUPPLY: i64 = 1_000_000_000;

function balanceKey(account: u64): string {
  return "balance:" + account.toString();
}

export function init(ctx: Context): void {
  const owner = ctx.sender();
  ctx.set("supply", SUPPLY.toString());
  ctx.add(balanceKey(owner), SUPPLY);
  ctx.emit("Transfer", transferData(0, owner, SUPPLY));
}

export function transfer(ctx: Context, to: i64, amount: i64): void {
  const from = ctx.sender();
  ctx.require(amount > 0, "amount must be positive");
  ctx.require(<u64>to != from, "cannot transfer to yourself");
  const balance = ctx.getI64(balanceKey(from));
  ctx.require(balance >= amount, "insufficient balance");
  ctx.sub(balanceKey(from), amount);
  ctx.add(balanceKey(<u64>to), amount);
  ctx.emit("Transfer", transferData(from, <u64>to, amount));
}

export function balanceOf(ctx: Context, account: i64): void {
  ctx.ret(ctx.getOr(balanceKey(<u64>account), "0"));
}

export function totalSupply(ctx: Context): void {
  ctx.ret(ctx.getOr("supply", "0"));
}

/** The event data: JSON with the ids and the amount as strings (u64 ids do not fit a JS number). */
function transferData(from: u64, to: u64, amount: i64): string {
  return '{"from":"' + accountString(from) + '","to":"' + accountString(to) +
    '","amount":"' + amount.toString() + '"}';
}
