import { crc32, deflateSync } from 'node:zlib';

type Colour = readonly [number, number, number];
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  colour: Colour;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A made-up identity document for the demo: a card of coloured boxes (a band, a photo, lines
 * where text would be), clearly no one's. An RGB PNG drawn without any image library.
 */
export function specimenPng(width: number, height: number, background: Colour, boxes: readonly Box[]): Buffer {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const box = boxes.findLast((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      pixels.set(box?.colour ?? background, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a sample, RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const INK: Colour = [120, 132, 150];
const lines = (x: number, y: number, widths: readonly number[]): Box[] => widths.map((w, i) => ({ x, y: y + i * 26, w, h: 10, colour: INK }));

/** The front, back and selfie of the demo's advanced application, and the receipt of its pending bank transfer. */
export const SPECIMEN_DOCUMENTS = {
  front: () =>
    specimenPng(480, 300, [236, 242, 250], [
      { x: 0, y: 0, w: 480, h: 48, colour: [40, 98, 180] },
      { x: 24, y: 72, w: 120, h: 150, colour: [198, 210, 226] },
      { x: 56, y: 96, w: 56, h: 56, colour: [150, 166, 190] },
      { x: 44, y: 160, w: 80, h: 62, colour: [150, 166, 190] },
      ...lines(168, 84, [220, 180, 240, 140, 200]),
      { x: 24, y: 250, w: 432, h: 18, colour: [90, 104, 124] },
    ]),
  back: () =>
    specimenPng(480, 300, [240, 244, 238], [
      { x: 0, y: 24, w: 480, h: 40, colour: [60, 60, 60] },
      ...lines(24, 96, [400, 360, 420, 300]),
      { x: 344, y: 200, w: 112, h: 72, colour: [206, 80, 72] },
    ]),
  selfie: () =>
    specimenPng(360, 300, [222, 230, 240], [
      { x: 130, y: 40, w: 100, h: 110, colour: [214, 180, 150] },
      { x: 90, y: 150, w: 180, h: 150, colour: [70, 110, 160] },
      { x: 210, y: 170, w: 120, h: 80, colour: [236, 242, 250] },
      { x: 210, y: 170, w: 120, h: 14, colour: [40, 98, 180] },
    ]),
  /** A bank transfer's receipt: the bank's band, the transfer's lines, the amount and the bank's red stamp. */
  receipt: () =>
    specimenPng(320, 420, [250, 250, 246], [
      { x: 0, y: 0, w: 320, h: 56, colour: [176, 40, 48] },
      ...lines(24, 88, [200, 240, 160, 220, 180, 240]),
      { x: 24, y: 264, w: 272, h: 44, colour: [232, 236, 242] },
      { x: 40, y: 278, w: 150, h: 16, colour: [40, 48, 60] },
      { x: 212, y: 332, w: 84, h: 64, colour: [214, 64, 64] },
      { x: 226, y: 346, w: 56, h: 36, colour: [250, 250, 246] },
    ]),
} as const;
