/**
 * The postings of every term and field of a search index being built, in one growing Int32Array,
 * already in the shards' form (see `encodePostings`). Held as an array of numbers per term and
 * field, the postings of the 10,000-page benchmark took 85 MB of the main thread's heap until the
 * build ended: 8 bytes a number plus an array object per list, where this takes 4 bytes a number.
 */
export class PostingLists {
  /**
   * A list is a chain of blocks, each [next block's offset or 0, room, ...values], every block but the
   * last full. Blocks sit in pages of the same size, so that the pool grows without copies or spare room.
   */
  private pages: Int32Array[] = [];
  private used = 0;
  /** Per list, META numbers: first block, last block, values in the last block, last id, postings. */
  private meta = new Int32Array(META * 1024);
  private lists = 0;

  /** A new, empty list; answers its number. */
  create(): number {
    if ((this.lists + 1) * META > this.meta.length) this.meta = grown(this.meta, (this.lists + 1) * META);
    const list = this.lists++;
    const block = this.allocate(2);
    this.meta.set([block, block, 0, 0, 0], list * META);
    return list;
  }

  /** Adds a posting; ids come ascending. */
  push(list: number, id: number, count: number): void {
    const at = list * META;
    this.append(at, id - this.meta[at + 3]!);
    if (count !== 1) this.append(at, -count);
    this.meta[at + 3] = id;
    this.meta[at + 4]!++;
  }

  /** How many postings the list holds. */
  postings(list: number): number {
    return this.meta[list * META + 4]!;
  }

  /** The list as `encodePostings` writes it: id deltas, each followed by its count, negated, when not 1. */
  encoded(list: number): number[] {
    const values: number[] = [];
    const last = this.meta[list * META + 1]!;
    for (let block = this.meta[list * META]!; ; block = this.get(block)) {
      const page = this.pages[block >>> PAGE_BITS]!;
      const offset = block & (PAGE - 1);
      const size = block === last ? this.meta[list * META + 2]! : page[offset + 1]!;
      for (let i = 0; i < size; i++) values.push(page[offset + 2 + i]!);
      if (block === last) return values;
    }
  }

  private append(at: number, value: number): void {
    let last = this.meta[at + 1]!;
    let fill = this.meta[at + 2]!;
    const room = this.get(last + 1);
    if (fill === room) {
      // Blocks double up to a limit: a rare term wastes a few slots, a term on every page little more.
      const block = this.allocate(Math.min(room * 2, MAX_BLOCK));
      this.set(last, block);
      this.meta[at + 1] = last = block;
      fill = 0;
    }
    this.set(last + 2 + fill, value);
    this.meta[at + 2] = fill + 1;
  }

  private allocate(room: number): number {
    // A block never straddles two pages: the end of a page too short for it stays unused.
    if (this.pages.length * PAGE - this.used < room + 2) {
      this.pages.push(new Int32Array(PAGE));
      this.used = (this.pages.length - 1) * PAGE;
    }
    const block = this.used;
    this.set(block + 1, room);
    this.used += room + 2;
    return block;
  }

  private get(offset: number): number {
    return this.pages[offset >>> PAGE_BITS]![offset & (PAGE - 1)]!;
  }

  private set(offset: number, value: number): void {
    this.pages[offset >>> PAGE_BITS]![offset & (PAGE - 1)] = value;
  }
}

/** A page of the pool holds 2^PAGE_BITS numbers (1 MB). */
const PAGE_BITS = 18;
const PAGE = 1 << PAGE_BITS;
const MAX_BLOCK = 64;

/** Numbers kept per list in `meta`. */
const META = 5;

/** A copy of `array` with room for at least `size` numbers, grown by half so that copies stay few. */
function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(size, Math.ceil(array.length * 1.5)));
  next.set(array);
  return next;
}
