//! Token in Rust (no_std, no allocator): the AssemblyScript token example (sdk/examples/token)
//! against the contract ABI version 1 (docs/contracts-abi.md), with the same keys, events and
//! messages, so all three are tested by the same expectations.
//!   init(ctx)                        mints SUPPLY to the sender (the uploader)
//!   transfer(ctx, to, amount)        moves amount from the sender to `to`; emits "Transfer"
//!   balanceOf(ctx, account)          returns the account's balance (decimal string)
//!   totalSupply(ctx)                 returns the supply
//! Build (docs/contracts-toolchains.md; npm run contract:build does this):
//!   rustc --edition 2021 --crate-type cdylib --target wasm32-unknown-unknown -O \
//!     -C panic=abort -C link-arg=-zstack-size=65536 -o rust-token.wasm lib.rs
#![no_std]

/// The host imports (module "env"); pointers and lengths are i32 in wasm32.
mod host {
    #[link(wasm_import_module = "env")]
    extern "C" {
        pub fn ctx_sender(out8: *mut u8);
        pub fn ctx_get(key: *const u8, key_len: i32, out: *mut u8, cap: i32) -> i32;
        pub fn ctx_set(key: *const u8, key_len: i32, val: *const u8, val_len: i32);
        pub fn ctx_add(key: *const u8, key_len: i32, amount: i64);
        pub fn ctx_sub(key: *const u8, key_len: i32, amount: i64);
        pub fn ctx_require(cond: i32, msg: *const u8, msg_len: i32);
        pub fn ctx_emit(event: *const u8, event_len: i32, data: *const u8, data_len: i32);
        pub fn ctx_return(ptr: *const u8, len: i32);
    }
}

/// A panic (an index out of bounds, an overflow in a debug build) ends the call with a trap,
/// which the node records as a TRAP revert.
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

const SUPPLY: i64 = 1_000_000_000;

/// A fixed buffer with a length: enough for keys, numbers and event data without an allocator.
struct Buf<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Buf<N> {
    fn new() -> Self {
        Buf { bytes: [0; N], len: 0 }
    }
    fn put(&mut self, s: &[u8]) -> &mut Self {
        self.bytes[self.len..self.len + s.len()].copy_from_slice(s);
        self.len += s.len();
        self
    }
    fn put_u64(&mut self, mut v: u64) -> &mut Self {
        let mut tmp = [0u8; 20];
        let mut n = 0;
        loop {
            tmp[19 - n] = b'0' + (v % 10) as u8;
            n += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.put(&tmp[20 - n..])
    }
    fn put_i64(&mut self, v: i64) -> &mut Self {
        if v < 0 {
            self.put(b"-").put_u64(v.unsigned_abs())
        } else {
            self.put_u64(v as u64)
        }
    }
    fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

fn require(cond: bool, msg: &[u8]) {
    unsafe { host::ctx_require(cond as i32, msg.as_ptr(), msg.len() as i32) }
}

fn sender() -> u64 {
    let mut id = [0u8; 8];
    unsafe { host::ctx_sender(id.as_mut_ptr()) };
    u64::from_le_bytes(id)
}

fn balance_key(account: u64) -> Buf<32> {
    let mut k = Buf::new();
    k.put(b"balance:").put_u64(account);
    k
}

/// Parses a canonical decimal integer as the host stores it (no +, no leading zeros).
fn parse_i64(s: &[u8]) -> Option<i64> {
    let (neg, digits) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        let d = (c - b'0') as i64;
        v = v.checked_mul(10)?;
        v = if neg { v.checked_sub(d)? } else { v.checked_add(d)? };
    }
    Some(v)
}

/// The stored integer under key, 0 when absent; a value that is not an integer reverts with
/// "not an integer: <value>" (its first 64 bytes).
fn get_i64(key: &[u8]) -> i64 {
    let mut value = [0u8; 64];
    let n = unsafe { host::ctx_get(key.as_ptr(), key.len() as i32, value.as_mut_ptr(), value.len() as i32) };
    if n < 0 {
        return 0;
    }
    let n = n as usize;
    if n <= value.len() {
        if let Some(v) = parse_i64(&value[..n]) {
            return v;
        }
    }
    let mut msg = Buf::<80>::new();
    msg.put(b"not an integer: ").put(&value[..n.min(value.len())]);
    require(false, msg.as_slice());
    0
}

/// {"from":"<id>","to":"<id>","amount":"<n>"}
fn emit_transfer(from: u64, to: u64, amount: i64) {
    let mut d = Buf::<128>::new();
    d.put(b"{\"from\":\"").put_u64(from).put(b"\",\"to\":\"").put_u64(to);
    d.put(b"\",\"amount\":\"").put_i64(amount).put(b"\"}");
    let event = b"Transfer";
    unsafe { host::ctx_emit(event.as_ptr(), event.len() as i32, d.bytes.as_ptr(), d.len as i32) }
}

/// Returns the stored value under key, or "0" when absent.
fn return_or_zero(key: &[u8]) {
    let mut value = [0u8; 64];
    let n = unsafe { host::ctx_get(key.as_ptr(), key.len() as i32, value.as_mut_ptr(), value.len() as i32) };
    if n < 0 {
        unsafe { host::ctx_return(b"0".as_ptr(), 1) }
    } else if n as usize <= value.len() {
        unsafe { host::ctx_return(value.as_ptr(), n) }
    } else {
        require(false, b"stored value too long");
    }
}

#[no_mangle]
pub extern "C" fn init(_ctx: i32) {
    let owner = sender();
    let mut supply = Buf::<20>::new();
    supply.put_i64(SUPPLY);
    let key = b"supply";
    unsafe { host::ctx_set(key.as_ptr(), key.len() as i32, supply.bytes.as_ptr(), supply.len as i32) };
    let k = balance_key(owner);
    unsafe { host::ctx_add(k.bytes.as_ptr(), k.len as i32, SUPPLY) };
    emit_transfer(0, owner, SUPPLY);
}

#[no_mangle]
pub extern "C" fn transfer(_ctx: i32, to: i64, amount: i64) {
    let from = sender();
    require(amount > 0, b"amount must be positive");
    require(to as u64 != from, b"cannot transfer to yourself");
    let from_key = balance_key(from);
    require(get_i64(from_key.as_slice()) >= amount, b"insufficient balance");
    unsafe { host::ctx_sub(from_key.bytes.as_ptr(), from_key.len as i32, amount) };
    let to_key = balance_key(to as u64);
    unsafe { host::ctx_add(to_key.bytes.as_ptr(), to_key.len as i32, amount) };
    emit_transfer(from, to as u64, amount);
}

#[no_mangle]
#[allow(non_snake_case)]
pub extern "C" fn balanceOf(_ctx: i32, account: i64) {
    return_or_zero(balance_key(account as u64).as_slice());
}

#[no_mangle]
#[allow(non_snake_case)]
pub extern "C" fn totalSupply(_ctx: i32) {
    return_or_zero(b"supply");
}
