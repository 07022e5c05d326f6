/* The contract ABI version 1 (docs/contracts-abi.md) for C, header only.
 *
 * Build a contract with a stock clang (no libc, no WASI):
 *   clang --target=wasm32 -O2 -nostdlib -Wl,--no-entry -o token.wasm token.c
 * Entry points are marked with TOTEM_EXPORT("name") (clang's export_name attribute), so no
 * -Wl,--export flags are needed; wasm-ld exports the memory as "memory" by itself.
 * docs/contracts-toolchains.md lists what each clang emits and what the node accepts.
 *
 * An entry point takes the context handle (an int the host passes as 0) first, then i32/i64
 * parameters: `TOTEM_EXPORT("transfer") void transfer(int ctx, long long to, long long amount)`.
 * Account ids are 64-bit: pass them as long long (the u64 bits) and print them unsigned. */
#ifndef TOTEM_H
#define TOTEM_H

typedef unsigned long long totem_u64;
typedef long long totem_i64;
typedef __SIZE_TYPE__ totem_size;

#define TOTEM_IMPORT(n) __attribute__((import_module("env"), import_name(n)))
#define TOTEM_EXPORT(n) __attribute__((export_name(n)))

/* ---- the host imports (module "env"); pointers and lengths are i32 in wasm32 ---- */
TOTEM_IMPORT("ctx_sender") void ctx_sender(void *out8);
TOTEM_IMPORT("ctx_self") void ctx_self(void *out8);
TOTEM_IMPORT("ctx_amount") totem_i64 ctx_amount(void);
TOTEM_IMPORT("ctx_height") int ctx_height(void);
/* The value's length, -1 when absent; written at out only when it fits in cap. */
TOTEM_IMPORT("ctx_get") int ctx_get(const void *key, int keyLen, void *out, int cap);
TOTEM_IMPORT("ctx_set") void ctx_set(const void *key, int keyLen, const void *val, int valLen);
/* Integer arithmetic on a stored decimal string (absent = 0), done by the host: overflow reverts. */
TOTEM_IMPORT("ctx_add") void ctx_add(const void *key, int keyLen, totem_i64 amount);
TOTEM_IMPORT("ctx_sub") void ctx_sub(const void *key, int keyLen, totem_i64 amount);
/* Reverts the call with the message when cond is 0; never returns then. */
TOTEM_IMPORT("ctx_require") void ctx_require(int cond, const void *msg, int msgLen);
TOTEM_IMPORT("ctx_emit") void ctx_emit(const void *event, int eventLen, const void *data, int dataLen);
/* The call's raw argument bytes: the length, written at out only when it fits in cap. */
TOTEM_IMPORT("ctx_input") int ctx_input(void *out, int cap);
TOTEM_IMPORT("ctx_return") void ctx_return(const void *ptr, int len);

/* ---- memcpy and memset: there is no libc, and clang calls these for block copies and
 * initialisers when bulk memory is off (clang up to 19). With bulk memory on (clang 20 and
 * later by default, or -mbulk-memory) it emits memory.copy / memory.fill instead and the linker
 * drops these. Weak, so several files of one contract may include this header. ---- */
__attribute__((weak)) void *memcpy(void *dst, const void *src, totem_size n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  while (n--) *d++ = *s++;
  return dst;
}
__attribute__((weak)) void *memset(void *dst, int c, totem_size n) {
  unsigned char *d = (unsigned char *)dst;
  while (n--) *d++ = (unsigned char)c;
  return dst;
}

/* ---- helpers ---- */
#define TOTEM_LIT(s) (s), (int)(sizeof(s) - 1)
/* Reverts with a string literal as the message when cond is false. */
#define totem_require(cond, msg) ctx_require((cond) ? 1 : 0, TOTEM_LIT(msg))

static inline totem_u64 totem_sender(void) {
  totem_u64 id;
  ctx_sender(&id);
  return id;
}

/* Writes v in decimal at out (at most 20 bytes); returns the length. */
static inline int totem_u64_dec(totem_u64 v, char *out) {
  char tmp[20];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v != 0);
  for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  return n;
}

/* Writes v in decimal at out (at most 20 bytes); returns the length. */
static inline int totem_i64_dec(totem_i64 v, char *out) {
  if (v >= 0) return totem_u64_dec((totem_u64)v, out);
  out[0] = '-';
  return 1 + totem_u64_dec(0 - (totem_u64)v, out + 1);
}

/* Parses a canonical decimal integer as the host stores it (no +, no leading zeros);
 * returns 0 when s is not one or does not fit an i64. */
static inline int totem_parse_i64(const char *s, int len, totem_i64 *out) {
  int neg = len > 0 && s[0] == '-';
  int i = neg;
  if (i >= len || (s[i] == '0' && len - i > 1)) return 0;
  totem_u64 v = 0;
  for (; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return 0;
    totem_u64 d = (totem_u64)(s[i] - '0');
    if (v > (9223372036854775808ULL - d) / 10) return 0;
    v = v * 10 + d;
  }
  if (!neg && v > 9223372036854775807ULL) return 0;
  *out = neg ? (totem_i64)(0 - v) : (totem_i64)v;
  return 1;
}

/* An output buffer: appends without bounds checks past what the caller sized it for. */
typedef struct {
  char *p;
  int n;
} totem_out;

static inline void totem_put(totem_out *o, const void *s, int len) {
  memcpy(o->p + o->n, s, (totem_size)len);
  o->n += len;
}
#define totem_put_lit(o, s) totem_put((o), TOTEM_LIT(s))
static inline void totem_put_u64(totem_out *o, totem_u64 v) { o->n += totem_u64_dec(v, o->p + o->n); }
static inline void totem_put_i64(totem_out *o, totem_i64 v) { o->n += totem_i64_dec(v, o->p + o->n); }

#endif
