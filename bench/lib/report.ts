// What a benchmark reports, and how the runner prints it. Every row is one measured figure,
// usually next to the raw baseline it is compared with (measured in the same run), the ratio
// between the two and the target the issue sets.

export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
}

/** Targets from the issues: a minimum ratio to the baseline, or a bound on the figure itself. */
export type Target =
  | { readonly kind: 'ratio-at-least'; readonly value: number }
  | { readonly kind: 'at-least'; readonly value: number; readonly unit: string }
  | { readonly kind: 'below'; readonly value: number; readonly unit: string };

export interface BenchRow {
  /** Bench file that produced the row (mempool, apply, memory, http, sync). */
  readonly bench: string;
  /** What the row measures, one line. */
  readonly name: string;
  readonly subject: Figure;
  readonly baseline?: Figure;
  readonly target?: Target;
  /** Caveats, what exactly was timed, why a target was missed. */
  readonly notes?: readonly string[];
}

export function ratioOf(row: BenchRow): number | undefined {
  if (row.baseline === undefined || row.baseline.value === 0) return undefined;
  return row.subject.value / row.baseline.value;
}

/** undefined when the row has no target. */
export function targetMet(row: BenchRow): boolean | undefined {
  const t = row.target;
  if (t === undefined) return undefined;
  if (t.kind === 'ratio-at-least') {
    const r = ratioOf(row);
    return r !== undefined && r >= t.value;
  }
  if (t.kind === 'at-least') return row.subject.value >= t.value;
  return row.subject.value < t.value;
}

export function describeTarget(t: Target | undefined): string {
  if (t === undefined) return '';
  if (t.kind === 'ratio-at-least') return `ratio >= ${t.value}`;
  if (t.kind === 'at-least') return `>= ${formatNumber(t.value)} ${t.unit}`;
  return `< ${formatNumber(t.value)} ${t.unit}`;
}

export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  if (abs >= 100) return Math.round(x).toLocaleString('en-US');
  if (abs >= 10) return x.toFixed(1);
  if (abs >= 1) return x.toFixed(2);
  return x.toPrecision(3);
}

function figure(f: Figure | undefined): string {
  return f === undefined ? '' : `${formatNumber(f.value)} ${f.unit}`;
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

/** The summary table: one line per row, then what each row measured and its notes. */
export function renderTable(rows: readonly BenchRow[]): string {
  const header = ['bench', 'measured', 'figure', 'raw baseline', 'ratio', 'target', 'met'];
  const body = rows.map((row) => {
    const r = ratioOf(row);
    const met = targetMet(row);
    return [
      row.bench,
      row.name,
      figure(row.subject),
      figure(row.baseline),
      r === undefined ? '' : r.toFixed(2),
      describeTarget(row.target),
      met === undefined ? '' : met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const lines = [pad(header, widths), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map((b) => pad(b, widths))];
  const notes: string[] = [];
  rows.forEach((row) => {
    const baseline = row.baseline ? `; baseline: ${row.baseline.label}` : '';
    notes.push(`[${row.bench}] ${row.name}: ${row.subject.label}${baseline}`);
    for (const n of row.notes ?? []) notes.push(`    - ${n}`);
  });
  return [...lines, '', ...notes].join('\n');
}

/** Message a bench child sends to the runner over the IPC channel. */
export type ChildMessage = { readonly kind: 'rows'; readonly rows: BenchRow[] };
