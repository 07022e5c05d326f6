// Counter: the smallest useful contract.
//   init(ctx)                 count = 0
//   increment(ctx, by: i64)   count += by (by > 0; overflow reverts in the host)
//   get(ctx)                  returns the count (decimal string)
import { Context } from "../../assemblyscript";

const COUNT = "count";

export function init(ctx: Context): void {
  ctx.set(COUNT, "0");
}

export function increment(ctx: Context, by: i64): void {
  ctx.require(by > 0, "increment must be positive");
  ctx.add(COUNT, by);
  ctx.emit("Incremented", ctx.getOr(COUNT, "0"));
}

export function get(ctx: Context): void {
  ctx.ret(ctx.getOr(COUNT, "0"));
}
