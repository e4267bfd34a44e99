import type { BenchResult } from './figure';

/** Every bench of `npm run bench`, in the order a full run takes them: its name and what measures it. */
export const BENCHES: Array<[string, () => Promise<BenchResult>]> = [
  ['lists-1m', () => import('./finance.bench').then((m) => m.financeBench())],
  ['first-load', () => import('./first-load.bench').then((m) => m.firstLoadBench())],
  ['lists', () => import('./lists.bench').then((m) => m.listsBench())],
  ['every-list', () => import('./every-list.bench').then((m) => m.everyListBench())],
  ['page-open', () => import('./page-open.bench').then((m) => m.pageOpenBench())],
  ['upload', () => import('./upload.bench').then((m) => m.uploadBench())],
  ['memory', () => import('./memory.bench').then((m) => m.memoryBench())],
];
