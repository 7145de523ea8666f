/**
 * The columns of a batch's CSV output: the union of every row's flattened outputs, in the order they are first
 * met, then `warnings` and `error`. Rows are written as they are computed, each with the columns known then; a row
 * that brings new columns appends them. The body is kept in stretches ("segments") of one width; when the batch
 * ends the header is written before it and every line of a narrower segment gets empty cells inserted before its
 * `warnings` and `error` cells, so that every line has every column.
 */
import { closeSync, openSync, readSync, renameSync, unlinkSync, writeSync } from 'node:fs';

/** The output columns known so far (without the trailing `warnings` and `error`). */
export class CsvColumns {
  readonly names: string[] = [];
  private readonly known = new Set<string>();

  /** The row's keys that are no column yet (none: undefined), `warnings` and `error` aside. */
  missing(row: Readonly<Record<string, unknown>>): string[] | undefined {
    let out: string[] | undefined;
    for (const k in row) {
      if (this.known.has(k) || k === 'warnings' || k === 'error') continue;
      if (out) out.push(k);
      else out = [k];
    }
    return out;
  }

  add(names: readonly string[]): void {
    for (const n of names) {
      this.known.add(n);
      this.names.push(n);
    }
  }

  /** The header line: every output column, then `warnings` and `error`. */
  header(csvCell: (v: unknown) => string): string {
    return `${[...this.names, 'warnings', 'error'].map(csvCell).join(',')}\n`;
  }
}

/** A stretch of the body whose lines have `width` output columns, from byte `start` of the file. */
interface Segment {
  start: number;
  width: number;
}

/** Where the finished text goes: a file (synchronous writes) or a stream (awaits its drain). */
export type Sink = (bytes: Uint8Array) => void | Promise<void>;

const COMMA = 0x2c;
const QUOTE = 0x22;
const NEWLINE = 0x0a;
/** Bytes read back at a time. */
const READ_BYTES = 1 << 20;
/**
 * Body text held in memory before the header is written: the first rows, where columns usually settle (256 K
 * characters, some 150 phase-matching rows). More would cost more than it saves: held text outlives the young
 * generation, and on the bench's 20,000 phase-matching rows 4 M characters held took more CPU time than the one
 * rewrite of the file it avoided.
 */
const HELD_CHARS = 1 << 18;

/**
 * The body of a CSV batch. Its first HELD_CHARS of text are held in memory: the columns of a file usually settle
 * within its first rows (a biaxial row after a uniaxial one brings the loci), and held lines are widened in memory. Then, for an output file (`inPlace`), the header of the columns known by then goes at the file's start
 * and the body after it; when the batch ends the file is rewritten (through a temporary file beside it) only if
 * later rows brought columns. For stdout the body goes to a temporary file, removed from its directory as soon as it
 * is open (nothing is left behind however the process ends), copied after the header when the batch ends; a batch
 * that fits in the held text never touches the disk.
 */
export class CsvBody {
  private readonly fd: number;
  /** Where the body starts in the file (after the header of an output file); undefined while the text is held. */
  private start: number | undefined;
  private bytes = 0;
  private readonly segments: Segment[] = [];
  private held: [string | Uint8Array, number][] = [];
  private heldChars = 0;

  /** `path`: the output file (`inPlace`), or a temporary file for stdout. */
  constructor(
    private readonly path: string,
    private readonly inPlace: boolean,
  ) {
    this.fd = openSync(path, 'w+');
    if (!inPlace) unlinkSync(path);
  }

  /** Appends body text whose lines all have `width` output columns. */
  write(data: string | Uint8Array, width: number, columns: CsvColumns, header: () => string): void {
    if (this.start === undefined) {
      this.held.push([data, width]);
      this.heldChars += data.length;
      if (this.heldChars >= HELD_CHARS) this.begin(columns.names.length, header());
      return;
    }
    const last = this.segments[this.segments.length - 1];
    if (!last || last.width !== width) this.segments.push({ start: this.bytes, width });
    this.bytes += writeAt(this.fd, data, this.start + this.bytes);
  }

  /** The held text, each piece widened to `width` output columns. */
  private heldAt(width: number): Uint8Array[] {
    const out = this.held.map(([data, w]) => {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      return w < width ? new LineWidener(width - w, w === 0).push(bytes) : bytes;
    });
    this.held = [];
    return out;
  }

  /** Ends holding: an output file gets the header of the columns known now; the held text follows, widened to them. */
  private begin(width: number, header: string): void {
    this.start = this.inPlace ? writeAt(this.fd, header, 0) : 0;
    for (const piece of this.heldAt(width)) {
      if (this.segments.length === 0) this.segments.push({ start: 0, width });
      this.bytes += writeAt(this.fd, piece, this.start + this.bytes);
    }
  }

  /**
   * Ends the body: the header and every line widened to the columns' count, into `sink` (stdout), or in place (an
   * output file, rewritten through a temporary file beside it only when some lines written are narrower).
   */
  async finish(columns: CsvColumns, header: string, sink: Sink): Promise<void> {
    const width = columns.names.length;
    try {
      if (this.start === undefined) {
        // Everything was held: the header and the widened text, straight to the output.
        if (this.inPlace) {
          let at = writeAt(this.fd, header, 0);
          for (const piece of this.heldAt(width)) at += writeAt(this.fd, piece, at);
        } else {
          await sink(Buffer.from(header));
          for (const piece of this.heldAt(width)) await sink(piece);
        }
        return;
      }
      if (this.inPlace) {
        if (this.segments.every((s) => s.width === width)) return;
        const tmp = `${this.path}.${process.pid}.tmp`;
        const out = openSync(tmp, 'w');
        try {
          await this.copy(header, width, (b) => {
            let o = 0;
            while (o < b.length) o += writeSync(out, b, o);
          });
        } finally {
          closeSync(out);
        }
        renameSync(tmp, this.path);
        return;
      }
      await this.copy(header, width, sink);
    } finally {
      this.close();
    }
  }

  /** The header, then the body with each line of a narrower segment widened to `width` output columns. */
  private async copy(header: string, width: number, sink: Sink): Promise<void> {
    await sink(Buffer.from(header));
    const base = this.start ?? 0;
    const buf = Buffer.allocUnsafe(READ_BYTES);
    for (let i = 0; i < this.segments.length; i++) {
      const s = this.segments[i];
      const end = i + 1 < this.segments.length ? this.segments[i + 1].start : this.bytes;
      const widen = s.width < width ? new LineWidener(width - s.width, s.width === 0) : undefined;
      for (let pos = s.start; pos < end; ) {
        const n = readSync(this.fd, buf, 0, Math.min(READ_BYTES, end - pos), base + pos);
        if (n <= 0) break;
        pos += n;
        // A sink may keep the bytes it is given (a stream): each piece is a copy.
        const piece = widen ? widen.push(buf.subarray(0, n)) : Buffer.from(buf.subarray(0, n));
        if (piece.length > 0) await sink(piece);
      }
    }
  }

  private closed = false;
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Writes all of `data` at `position`; returns its length in bytes. A string is encoded by the write itself. */
function writeAt(fd: number, data: string | Uint8Array, position: number): number {
  let bytes: Uint8Array;
  if (typeof data === 'string') {
    const n = writeSync(fd, data, position);
    const all = Buffer.byteLength(data);
    if (n === all) return n;
    bytes = Buffer.from(data);
    let o = n;
    while (o < all) o += writeSync(fd, bytes, o, all - o, position + o);
    return all;
  }
  bytes = data;
  let o = 0;
  while (o < bytes.length) o += writeSync(fd, bytes, o, bytes.length - o, position + o);
  return bytes.length;
}

/**
 * Inserts `extra` empty cells into each line before its last two cells (`warnings`, `error`), or at its start when
 * the line has no output cell (`atStart`). Quote-aware (RFC 4180): commas and line breaks inside quotes are text.
 * Lines may be split across the pieces it is given; a piece always ends where the segment's lines end.
 */
class LineWidener {
  private readonly commas: Buffer;
  /** The start of a line that the previous piece did not end. */
  private rest: Buffer = Buffer.alloc(0);
  private quoted = false;
  /** Positions (from the line's start) of the last two commas outside quotes. */
  private c1 = -1;
  private c2 = -1;

  constructor(
    extra: number,
    private readonly atStart: boolean,
  ) {
    this.commas = Buffer.alloc(extra, COMMA);
  }

  push(piece: Uint8Array): Buffer {
    const out: Uint8Array[] = [];
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, piece]) : piece;
    let lineStart = 0;
    // Commas and quotes of `rest` were counted with the previous piece.
    for (let i = this.rest.length; i < data.length; i++) {
      const b = data[i];
      if (b === QUOTE) this.quoted = !this.quoted;
      else if (this.quoted) continue;
      else if (b === COMMA) {
        this.c2 = this.c1;
        this.c1 = i - lineStart;
      } else if (b === NEWLINE) {
        const at = lineStart + (this.atStart || this.c2 < 0 ? 0 : this.c2);
        out.push(data.subarray(lineStart, at), this.commas, data.subarray(at, i + 1));
        lineStart = i + 1;
        this.c1 = -1;
        this.c2 = -1;
      }
    }
    this.rest = Buffer.from(data.subarray(lineStart));
    return Buffer.concat(out);
  }
}
