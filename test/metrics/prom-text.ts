// A strict parser of the Prometheus text exposition format (version 0.0.4), for the tests: it
// throws on anything a Prometheus server would refuse or misread, and on what the format allows
// but a well-behaved exporter never writes (a family without HELP or TYPE, samples of a family
// split apart, a duplicate series, a histogram whose buckets are not cumulative or whose +Inf
// bucket differs from its count, a negative counter).

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Family {
  readonly name: string;
  readonly type: MetricType;
  readonly help: string;
  readonly samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES: readonly MetricType[] = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];

/** A sample value as Prometheus reads it (Go's strconv.ParseFloat: the special values in any
 * case, which matters because prom-client writes NaN as "Nan"). */
function parseValue(text: string, line: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf' || lower === '+infinity' || lower === 'infinity') return Infinity;
  if (lower === '-inf' || lower === '-infinity') return -Infinity;
  if (lower === 'nan') return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${JSON.stringify(text)} in ${JSON.stringify(line)}`);
  return Number(text);
}

/** Label pairs of `{...}` starting at text[0] === '{'; returns them and the rest after '}'. */
function parseLabels(text: string, line: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  const fail = (why: string): never => {
    throw new Error(`${why} at column ${i} of ${JSON.stringify(line)}`);
  };
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) fail('label without =');
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) fail(`bad label name ${JSON.stringify(name)}`);
    if (name in labels) fail(`label ${name} repeated`);
    i = eq + 1;
    if (text[i] !== '"') fail('label value not quoted');
    i++;
    let value = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('unterminated label value');
      if (c === '"') break;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === '\\') value += '\\';
        else if (e === '"') value += '"';
        else if (e === 'n') value += '\n';
        else fail(`bad escape \\${e ?? ''}`);
        i += 2;
      } else {
        if (c === '\n') fail('raw newline in label value');
        value += c;
        i++;
      }
    }
    labels[name] = value;
    i++;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') fail('expected , or }');
  }
  return { labels, rest: text.slice(i + 1) };
}

/** The family a sample name belongs to (a histogram's _bucket, _sum and _count samples belong to
 * the histogram; a summary's _sum and _count to the summary). */
function familyOf(sampleName: string, families: ReadonlyMap<string, Family>): Family | undefined {
  const direct = families.get(sampleName);
  if (direct !== undefined) return direct;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sampleName.endsWith(suffix)) continue;
    const f = families.get(sampleName.slice(0, -suffix.length));
    if (f !== undefined && (f.type === 'histogram' || (f.type === 'summary' && suffix !== '_bucket'))) return f;
  }
  return undefined;
}

function checkHistogram(f: Family): void {
  const series = new Map<string, Sample[]>();
  for (const s of f.samples) {
    const { le, ...rest } = s.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    if (s.name === `${f.name}_bucket` && le === undefined) throw new Error(`${f.name}: bucket without le`);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name === `${f.name}_bucket`);
    const count = samples.find((s) => s.name === `${f.name}_count`);
    const sum = samples.find((s) => s.name === `${f.name}_sum`);
    if (count === undefined || sum === undefined || buckets.length === 0) throw new Error(`${f.name}${key}: histogram series without buckets, _sum or _count`);
    let previous = -Infinity;
    let previousCount = 0;
    for (const b of buckets) {
      const le = parseValue(b.labels['le']!, `le of ${f.name}`);
      if (!(le > previous)) throw new Error(`${f.name}${key}: buckets not in increasing le order`);
      if (b.value < previousCount) throw new Error(`${f.name}${key}: buckets not cumulative`);
      previous = le;
      previousCount = b.value;
    }
    if (previous !== Infinity) throw new Error(`${f.name}${key}: no +Inf bucket`);
    if (previousCount !== count.value) throw new Error(`${f.name}${key}: +Inf bucket ${previousCount} != _count ${count.value}`);
  }
}

/** Parses an exposition; families by name. */
export function parsePrometheusText(text: string): Map<string, Family> {
  if (text !== '' && !text.endsWith('\n')) throw new Error('exposition does not end with a newline');
  const families = new Map<string, Family>();
  const closed = new Set<string>();
  let current: Family | undefined;
  const seen = new Set<string>();
  const declare = (name: string): Family => {
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name ${JSON.stringify(name)}`);
    let f = families.get(name);
    if (f === undefined) {
      f = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, f);
    } else if (f.samples.length > 0) {
      throw new Error(`${name}: HELP or TYPE after its samples`);
    }
    return f;
  };
  const helps = new Set<string>();
  const types = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (m === null) continue; // a plain comment
      const [, kind, name, rest] = m as unknown as [string, 'HELP' | 'TYPE', string, string];
      const f = declare(name);
      if (kind === 'HELP') {
        if (helps.has(name)) throw new Error(`${name}: second HELP`);
        helps.add(name);
        (f as { help: string }).help = rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
      } else {
        if (types.has(name)) throw new Error(`${name}: second TYPE`);
        if (!(TYPES as readonly string[]).includes(rest)) throw new Error(`${name}: unknown type ${JSON.stringify(rest)}`);
        types.add(name);
        (f as { type: MetricType }).type = rest as MetricType;
      }
      continue;
    }
    const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line);
    if (nameMatch === null) throw new Error(`bad sample line ${JSON.stringify(line)}`);
    const name = nameMatch[0];
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, line));
    const parts = rest.trim().split(' ');
    if (!rest.startsWith(' ') || parts.length < 1 || parts.length > 2) throw new Error(`bad sample line ${JSON.stringify(line)}`);
    const value = parseValue(parts[0]!, line);
    if (parts.length === 2 && !/^-?\d+$/.test(parts[1]!)) throw new Error(`bad timestamp in ${JSON.stringify(line)}`);
    const family = familyOf(name, families) ?? declare(name);
    if (current !== family) {
      if (closed.has(family.name)) throw new Error(`${family.name}: samples not together`);
      if (current !== undefined) closed.add(current.name);
      current = family;
    }
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`duplicate series ${key}`);
    seen.add(key);
    if (family.type === 'counter' && !(value >= 0)) throw new Error(`${name}: counter value ${value}`);
    family.samples.push({ name, labels, value });
  }
  for (const f of families.values()) {
    if (!helps.has(f.name) || !types.has(f.name)) throw new Error(`${f.name}: missing HELP or TYPE`);
    if (f.type === 'histogram') checkHistogram(f);
  }
  return families;
}

/** The value of one series; throws when it is absent. Labels must match exactly. */
export function sampleValue(families: ReadonlyMap<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const want = JSON.stringify(Object.entries(labels).sort());
  for (const f of families.values()) {
    for (const s of f.samples) {
      if (s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === want) return s.value;
    }
  }
  throw new Error(`no series ${name}${want}`);
}
