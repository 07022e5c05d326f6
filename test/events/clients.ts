// Event-stream clients for the tests: an SSE reader over node:http and a WebSocket reader over
// the `ws` package. Both collect every message and let a test wait for one that matches, never
// for a fixed time.
import http from 'node:http';
import { WebSocket } from 'ws';

export interface StreamMessage {
  /** The SSE `id:` line, when the message had one. */
  readonly id?: string;
  readonly data: Record<string, any>;
}

/** Resolves with the first message (from `from` on) that matches, failing after `timeoutMs`. */
abstract class Collector {
  readonly messages: StreamMessage[] = [];
  private waiters: Array<() => void> = [];
  protected ended = false;

  protected add(message: StreamMessage): void {
    this.messages.push(message);
    this.notify();
  }

  protected notify(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  async waitFor(match: (data: Record<string, any>) => boolean, what: string, timeoutMs = 10_000, from = 0): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find((m) => match(m.data));
      if (found !== undefined) return found;
      if (this.ended) throw new Error(`stream ended before ${what}; got ${JSON.stringify(this.messages.map((m) => m.data.topic))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.data.topic))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server ended the stream. */
  async waitEnd(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  topics(): string[] {
    return this.messages.map((m) => m.data.topic as string);
  }
}

export class SseClient extends Collector {
  readonly comments: string[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  private buffer = '';
  private request: http.ClientRequest | undefined;

  /** Opens GET <base>/events<query>; resolves once the response headers are in. An error answer
   * (not 200) is read whole: its JSON is in `errorBody`. */
  static async open(base: string, query = '', headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    await client.connect(`${base}/events${query}`, headers);
    return client;
  }

  errorBody: Record<string, any> | undefined;

  private connect(url: string, headers: Record<string, string>): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers, agent: false }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding('utf8');
        if (this.status !== 200) {
          let body = '';
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            this.errorBody = JSON.parse(body);
            this.ended = true;
            resolve();
          });
          return;
        }
        res.on('data', (chunk: string) => this.feed(chunk));
        res.on('close', () => {
          this.ended = true;
          this.notify();
        });
        resolve();
      });
      req.on('error', (error) => {
        this.ended = true;
        this.notify();
        reject(error);
      });
      this.request = req;
    });
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | undefined;
      let data: string | undefined;
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (data !== undefined) this.add({ ...(id !== undefined ? { id } : {}), data: JSON.parse(data) });
    }
  }

  /** The id of the last message that had one (what EventSource sends as Last-Event-ID). */
  lastEventId(): string | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i]!.id !== undefined) return this.messages[i]!.id;
    return undefined;
  }

  close(): void {
    this.request?.destroy();
  }
}

export class WsClient extends Collector {
  closeCode: number | undefined;
  private constructor(readonly ws: WebSocket) {
    super();
    ws.on('message', (data) => this.add({ data: JSON.parse(data.toString()) }));
    ws.on('close', (code) => {
      this.closeCode = code;
      this.ended = true;
      this.notify();
    });
  }

  static open(base: string, query = ''): Promise<WsClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws${query}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new WsClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(): void {
    this.ws.terminate();
  }
}
