/**
 * Demo figures for the visualizing pages, generated here from a fixed seed: the same numbers on
 * every load, no server call and nothing fetched from elsewhere.
 */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20240601);
const between = (min: number, max: number) => Math.round(min + random() * (max - min));

/** The last `n` days as MM-DD, oldest first. */
function lastDays(n: number): string[] {
  const today = new Date();
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(today);
    d.setDate(today.getDate() - (n - 1 - i));
    return `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

export const DAYS = lastDays(30);
export const RECHARGE_BY_DAY = DAYS.map((_, i) => between(180_000, 260_000) + i * 2_500);
export const WITHDRAW_BY_DAY = DAYS.map(() => between(110_000, 200_000));

export const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}`);
export const NEW_MEMBERS_BY_MONTH = MONTHS.map((_, i) => between(800, 1_600) + i * 60);

export const HOURS = Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, '0')}:00`);
export const ORDERS_BY_HOUR = HOURS.map((_, h) => between(20, 60) + Math.round(80 * Math.sin((Math.PI * h) / 24) ** 2));

export const REVIEWS = {
  recharge: { pending: between(5, 30), approved: between(400, 900), rejected: between(10, 60) },
  withdraw: { pending: between(5, 40), approved: between(300, 700), rejected: between(10, 50) },
  kyc: { pending: between(5, 30), approved: between(200, 500), rejected: between(10, 40) },
};

export const CHANNELS = [
  { name: 'USDT-TRC20', value: between(300, 500) },
  { name: 'USDT-ERC20', value: between(100, 250) },
  { name: 'BTC', value: between(50, 150) },
  { name: 'ETH', value: between(50, 150) },
  { name: 'Bank', value: between(30, 120) },
];

export const KPIS = {
  members: 100_000 + between(0, 5_000),
  rechargeToday: RECHARGE_BY_DAY.at(-1) ?? 0,
  withdrawToday: WITHDRAW_BY_DAY.at(-1) ?? 0,
  pending: REVIEWS.recharge.pending + REVIEWS.withdraw.pending + REVIEWS.kyc.pending,
};
