// The record of an application (a plain immutable shape; tables.ts has its codec and indexes).

/** A registered application; the id is its ApplicationRegistration transaction's id. */
export interface Application {
  /** The registering account; only it may update or retire the application. */
  readonly developer: bigint;
  readonly name: string;
  readonly description: string;
  /** '' when none. */
  readonly url: string;
  /** '' when none. */
  readonly version: string;
  /** The registration transaction's timestamp (epoch seconds). */
  readonly timestamp: number;
  readonly retired: boolean;
  /** The registration's block height. */
  readonly height: number;
  /** The height of the last update or the retirement (the registration's height until then). */
  readonly updateHeight: number;
}
