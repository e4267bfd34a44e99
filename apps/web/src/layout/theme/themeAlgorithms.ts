import { theme, type MappingAlgorithm } from 'antd';

type Algorithm = MappingAlgorithm;
type SeedToken = Parameters<Algorithm>[0];
type MapToken = ReturnType<Algorithm>;

/** Seeds kept per algorithm: a colour picker tried many times clears the cache rather than growing it. */
const MAX_SEEDS = 8;

/** A seed's content, whatever the order of its keys (antd merges them from several objects). */
function keyOf(seed: object): string {
  return JSON.stringify(Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface MemoisedAlgorithm extends Algorithm {
  /** Takes a map token the build derived with the same algorithm, so the page need not derive it. */
  prime(seed: SeedToken, derived: MapToken): void;
}

/**
 * antd derives its whole map token (13 colour palettes of 10 shades, sizes, fonts) from the seed
 * on every ConfigProvider whose tokens or component tokens differ from its parent's, even when the
 * seed is the same: the console's root, its menu's and its breadcrumb's providers each derived it
 * once more (about 5 ms in Node, four times that at the bench's 4× CPU, on the sign-in's one long
 * task). The derivation is a pure function of the seed, so each seed's result is kept and handed
 * out as a copy (antd spreads it into new objects, but nothing may mutate the one kept).
 */
export function memoised(algorithm: Algorithm): MemoisedAlgorithm {
  const derivedBySeed = new Map<string, MapToken>();
  const remember = (key: string, derived: MapToken) => {
    if (derivedBySeed.size >= MAX_SEEDS) derivedBySeed.clear();
    derivedBySeed.set(key, derived);
  };
  const derive = ((seed: SeedToken, previous?: MapToken): MapToken => {
    // Composed after another algorithm (antd's array form): the input is not the seed alone.
    if (previous) return algorithm(seed, previous);
    const key = keyOf(seed);
    let derived = derivedBySeed.get(key);
    if (!derived) {
      derived = algorithm(seed);
      remember(key, derived);
    }
    return { ...derived };
  }) as MemoisedAlgorithm;
  derive.prime = (seed, derived) => remember(keyOf(seed), derived);
  return derive;
}

/** The console's algorithms: one instance each, so antd's theme cache and this memo serve every provider. */
export const lightAlgorithm = memoised(theme.defaultAlgorithm);
export const darkAlgorithm = memoised(theme.darkAlgorithm);

/** The seed antd derives from for a root ConfigProvider's `token`: its defaults, then the theme's. */
export function seedOf(token: Record<string, unknown>): SeedToken {
  return { ...theme.defaultSeed, ...token } as SeedToken;
}
