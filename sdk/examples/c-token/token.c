/* Token in C: the AssemblyScript token example (sdk/examples/token) written against the ABI
 * header, with the same keys, events and messages, so both are tested by the same expectations.
 *   init(ctx)                        mints SUPPLY to the sender (the uploader)
 *   transfer(ctx, to, amount)        moves amount from the sender to `to`; emits "Transfer"
 *   balanceOf(ctx, account)          returns the account's balance (decimal string)
 *   totalSupply(ctx)                 returns the supply
 * Build: clang --target=wasm32 -O2 -nostdlib -Wl,--no-entry -o c-token.wasm token.c
 * (npm run contract:build does this; docs/contracts-toolchains.md). */
#include "../../c/totem.h"

#define SUPPLY 1000000000LL

/* "balance:" + the account's unsigned decimal form; returns the key's length (at most 28). */
static int balance_key(totem_u64 account, char *key) {
  totem_out o = {key, 0};
  totem_put_lit(&o, "balance:");
  totem_put_u64(&o, account);
  return o.n;
}

/* The stored integer under key, 0 when absent; a value that is not an integer reverts with
 * "not an integer: <value>" (its first 64 bytes). */
static totem_i64 get_i64(const char *key, int keyLen) {
  char value[64];
  int n = ctx_get(key, keyLen, value, (int)sizeof value);
  if (n < 0) return 0;
  totem_i64 v;
  if (n <= (int)sizeof value && totem_parse_i64(value, n, &v)) return v;
  char msg[16 + sizeof value];
  totem_out o = {msg, 0};
  totem_put_lit(&o, "not an integer: ");
  totem_put(&o, value, n < (int)sizeof value ? n : (int)sizeof value);
  ctx_require(0, msg, o.n);
  return 0; /* not reached: a failed require never returns */
}

/* {"from":"<id>","to":"<id>","amount":"<n>"} */
static void emit_transfer(totem_u64 from, totem_u64 to, totem_i64 amount) {
  char data[128] = {0};
  totem_out o = {data, 0};
  totem_put_lit(&o, "{\"from\":\"");
  totem_put_u64(&o, from);
  totem_put_lit(&o, "\",\"to\":\"");
  totem_put_u64(&o, to);
  totem_put_lit(&o, "\",\"amount\":\"");
  totem_put_i64(&o, amount);
  totem_put_lit(&o, "\"}");
  ctx_emit(TOTEM_LIT("Transfer"), data, o.n);
}

/* Returns the stored value under key, or "0" when absent. */
static void return_or_zero(const char *key, int keyLen) {
  char value[64];
  int n = ctx_get(key, keyLen, value, (int)sizeof value);
  if (n < 0) ctx_return(TOTEM_LIT("0"));
  else if (n <= (int)sizeof value) ctx_return(value, n);
  else ctx_require(0, TOTEM_LIT("stored value too long"));
}

TOTEM_EXPORT("init") void init(int ctx) {
  (void)ctx;
  totem_u64 owner = totem_sender();
  char supply[20];
  ctx_set(TOTEM_LIT("supply"), supply, totem_i64_dec(SUPPLY, supply));
  char key[32];
  ctx_add(key, balance_key(owner, key), SUPPLY);
  emit_transfer(0, owner, SUPPLY);
}

TOTEM_EXPORT("transfer") void transfer(int ctx, totem_i64 to, totem_i64 amount) {
  (void)ctx;
  totem_u64 from = totem_sender();
  totem_require(amount > 0, "amount must be positive");
  totem_require((totem_u64)to != from, "cannot transfer to yourself");
  char fromKey[32];
  int fromLen = balance_key(from, fromKey);
  totem_require(get_i64(fromKey, fromLen) >= amount, "insufficient balance");
  ctx_sub(fromKey, fromLen, amount);
  char toKey[32];
  ctx_add(toKey, balance_key((totem_u64)to, toKey), amount);
  emit_transfer(from, (totem_u64)to, amount);
}

TOTEM_EXPORT("balanceOf") void balanceOf(int ctx, totem_i64 account) {
  (void)ctx;
  char key[32];
  return_or_zero(key, balance_key((totem_u64)account, key));
}

TOTEM_EXPORT("totalSupply") void totalSupply(int ctx) {
  (void)ctx;
  return_or_zero(TOTEM_LIT("supply"));
}
