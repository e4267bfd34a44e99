/**
 * MD5 in WebAssembly whose module is written out here, instruction by instruction, and compiled
 * when a hasher is first made (2.5 KB; the CSP's 'wasm-unsafe-eval' allows it, as it does for
 * hash-wasm's SHA-256).
 *
 * Why not hash-wasm's MD5: its module, compiled from C, adds the round constant and the message word
 * after the round function, so every one of MD5's 64 steps waits for three additions behind the
 * newest state word. Here `a + word + constant` (and, in round 2, `c & ~d`) are summed while the
 * previous step still runs, leaving the round function, one addition, the rotation and one more
 * addition on the chain — MD5 cannot be split, so that chain is its speed. In Chromium 156 on the
 * bench machine this ran 1.3–1.4× hash-wasm's MD5 on bytes already in a worker.
 *
 * Memory: bytes 0–15 hold the state (A, B, C, D), bytes 64… a staging buffer the caller's bytes are
 * copied into; `blocks(offset, count)` runs the compression over `count` 64-byte blocks there.
 */

const STATE_BYTES = 16;
const BUFFER_OFFSET = 64;
/** Bytes copied into WebAssembly memory per call. */
const BUFFER_BYTES = 1 << 20;
/** The staging buffer, with room for the two blocks of the final padding. */
const PAGES = Math.ceil((BUFFER_OFFSET + BUFFER_BYTES + 128) / 65536);

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** K[i] = floor(|sin(i + 1)| · 2^32), as RFC 1321 defines it, as signed 32-bit integers. */
const CONSTANTS = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);
const INITIAL_STATE = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];

/* ---------- the module's bytes ---------- */

const op = {
  block: 0x02,
  loop: 0x03,
  br: 0x0c,
  brIf: 0x0d,
  end: 0x0b,
  localGet: 0x20,
  localSet: 0x21,
  i32Load: 0x28,
  i32Store: 0x36,
  i32Const: 0x41,
  i32GeU: 0x4f,
  i32Add: 0x6a,
  i32And: 0x71,
  i32Or: 0x72,
  i32Xor: 0x73,
  i32Shl: 0x74,
  i32Rotl: 0x77,
} as const;

function unsignedLeb(value: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value) byte |= 0x80;
    bytes.push(byte);
  } while (value);
  return bytes;
}

function signedLeb(value: number): number[] {
  const bytes: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && !(byte & 0x40)) || (value === -1 && byte & 0x40);
    bytes.push(done ? byte : byte | 0x80);
    if (done) return bytes;
  }
}

const vector = (items: number[][]) => [...unsignedLeb(items.length), ...items.flat()];
const section = (id: number, content: number[]) => [id, ...unsignedLeb(content.length), ...content];
const name = (text: string) => [...unsignedLeb(text.length), ...Array.from(text, (c) => c.charCodeAt(0))];

/** `blocks(offset, count)`: params 0 and 1; locals 2–5 the working state a, b, c, d; 6 the end; 7–22 the block's words. */
function blocksFunctionBody(): number[] {
  const [P, N, A, B, C, D, END] = [0, 1, 2, 3, 4, 5, 6];
  const X = (i: number) => 7 + i;
  const get = (local: number) => [op.localGet, local];
  const set = (local: number) => [op.localSet, local];
  const constant = (value: number) => [op.i32Const, ...signedLeb(value)];
  const load = (offset: number) => [op.i32Load, 2, ...unsignedLeb(offset)];
  const store = (offset: number) => [op.i32Store, 2, ...unsignedLeb(offset)];
  const code: number[] = [];

  const stateOffset = (i: number) => i * 4;
  const loadState = () => [A, B, C, D].forEach((local, i) => code.push(...constant(0), ...load(stateOffset(i)), ...set(local)));

  // end = offset + count · 64
  code.push(...get(P), ...get(N), ...constant(6), op.i32Shl, op.i32Add, ...set(END));
  code.push(op.block, 0x40, op.loop, 0x40);
  code.push(...get(P), ...get(END), op.i32GeU, op.brIf, 1);
  for (let i = 0; i < 16; i += 1) code.push(...get(P), ...load(i * 4), ...set(X(i)));
  loadState();
  const regs = [A, B, C, D];
  for (let step = 0; step < 64; step += 1) {
    const [a, b, c, d] = regs as [number, number, number, number];
    const round = step >> 4;
    const word = [step, (5 * step + 1) % 16, (3 * step + 5) % 16, (7 * step) % 16][round]!;
    // a + word + constant: independent of the previous step's result, b.
    code.push(...get(a), ...get(X(word)), ...constant(CONSTANTS[step]!), op.i32Add, op.i32Add);
    if (round === 0) {
      // F = d ^ (b & (c ^ d))
      code.push(...get(d), ...get(b), ...get(c), ...get(d), op.i32Xor, op.i32And, op.i32Xor, op.i32Add);
    } else if (round === 1) {
      // G = (b & d) | (c & ~d), the two halves never both set: (c & ~d) is added early, (b & d) last.
      code.push(...get(c), ...get(d), ...constant(-1), op.i32Xor, op.i32And, op.i32Add);
      code.push(...get(b), ...get(d), op.i32And, op.i32Add);
    } else if (round === 2) {
      // H = b ^ (c ^ d)
      code.push(...get(b), ...get(c), ...get(d), op.i32Xor, op.i32Xor, op.i32Add);
    } else {
      // I = c ^ (b | ~d)
      code.push(...get(c), ...get(b), ...get(d), ...constant(-1), op.i32Xor, op.i32Or, op.i32Xor, op.i32Add);
    }
    // a = b + rotl(sum, s)
    code.push(...constant(SHIFTS[round * 4 + (step % 4)]!), op.i32Rotl, ...get(b), op.i32Add, ...set(a));
    regs.unshift(regs.pop()!);
  }
  // state += working state
  [A, B, C, D].forEach((local, i) => code.push(...constant(0), ...constant(0), ...load(stateOffset(i)), ...get(local), op.i32Add, ...store(stateOffset(i))));
  code.push(...get(P), ...constant(64), op.i32Add, ...set(P), op.br, 0, op.end, op.end, op.end);
  const locals = vector([[4 + 1 + 16, 0x7f]]);
  return [...locals, ...code];
}

function moduleBytes(): Uint8Array<ArrayBuffer> {
  const body = blocksFunctionBody();
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, 2, 0x7f, 0x7f, 0]])), // type 0: (i32, i32) → ()
    ...section(3, vector([[0]])), // function 0 has type 0
    ...section(5, vector([[0x00, ...unsignedLeb(PAGES)]])),
    ...section(7, vector([[...name('blocks'), 0x00, 0], [...name('memory'), 0x02, 0]])),
    ...section(10, vector([[...unsignedLeb(body.length), ...body]])),
  ]);
}

let compiled: Promise<WebAssembly.Module> | undefined;

/* ---------- the hasher ---------- */

/** A hash fed in pieces. */
export interface IncrementalHash {
  update(bytes: Uint8Array): void;
  /** The hex digest; the hasher cannot be used after it. */
  digest(): string;
}

/** An incremental MD5 (RFC 1321). */
export async function createMd5(): Promise<IncrementalHash> {
  compiled ??= WebAssembly.compile(moduleBytes());
  const instance = await WebAssembly.instantiate(await compiled);
  const { blocks, memory } = instance.exports as { blocks: (offset: number, count: number) => void; memory: WebAssembly.Memory };
  const heap = new Uint8Array(memory.buffer);
  new Uint32Array(memory.buffer, 0, 4).set(INITIAL_STATE);
  /** Bytes staged at BUFFER_OFFSET that do not yet fill a block. */
  let pending = 0;
  let total = 0;

  return {
    update(bytes) {
      total += bytes.length;
      for (let read = 0; read < bytes.length; ) {
        const take = Math.min(BUFFER_BYTES - pending, bytes.length - read);
        heap.set(bytes.subarray(read, read + take), BUFFER_OFFSET + pending);
        read += take;
        pending += take;
        const whole = pending & ~63;
        if (whole) {
          blocks(BUFFER_OFFSET, whole >>> 6);
          heap.copyWithin(BUFFER_OFFSET, BUFFER_OFFSET + whole, BUFFER_OFFSET + pending);
          pending -= whole;
        }
      }
    },
    digest() {
      // Padding: 0x80, zeros to 56 mod 64, then the length in bits as 64-bit little-endian.
      const padded = pending < 56 ? 64 : 128;
      heap.fill(0, BUFFER_OFFSET + pending, BUFFER_OFFSET + padded);
      heap[BUFFER_OFFSET + pending] = 0x80;
      const view = new DataView(memory.buffer);
      view.setUint32(BUFFER_OFFSET + padded - 8, (total * 8) >>> 0, true);
      view.setUint32(BUFFER_OFFSET + padded - 4, Math.floor(total / 2 ** 29), true);
      blocks(BUFFER_OFFSET, padded >>> 6);
      return Array.from(heap.subarray(0, STATE_BYTES), (byte) => byte.toString(16).padStart(2, '0')).join('');
    },
  };
}
