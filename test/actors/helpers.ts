// Test helpers: promises a test resolves by hand, so tests wait on events and never on time.

export interface Gate<T = void> {
  readonly promise: Promise<T>;
  open(value: T): void;
  fail(error: unknown): void;
}

export function gate<T = void>(): Gate<T> {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    open = res;
    fail = rej;
  });
  return { promise, open, fail };
}

/** Lets every pending promise callback run (one macrotask turn; not a timed wait). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Records how a promise ends without awaiting it, so a test can assert "not settled yet". */
export function track<T>(promise: Promise<T>): { readonly state: 'pending' | 'resolved' | 'rejected'; readonly value?: T; readonly error?: unknown } {
  const out: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  promise.then(
    (value) => {
      out.state = 'resolved';
      out.value = value;
    },
    (error: unknown) => {
      out.state = 'rejected';
      out.error = error;
    },
  );
  return out;
}
