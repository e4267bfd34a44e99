import { render } from '@testing-library/react';
import { ConfigProvider, theme, type MappingAlgorithm } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { consoleTheme } from './accessibleTheme';
import { memoised, seedOf } from './themeAlgorithms';

/** Records the design token each provider's children see. */
function Probe({ seen, name }: { seen: Map<string, Record<string, unknown>>; name: string }) {
  seen.set(name, theme.useToken().token as unknown as Record<string, unknown>);
  return null;
}

/** The console's shape: a root theme, and the menu's and breadcrumb's providers with component tokens only. */
function Console({ algorithm, token, seen }: { algorithm: MappingAlgorithm; token: Record<string, string>; seen: Map<string, Record<string, unknown>> }) {
  return (
    <ConfigProvider theme={{ algorithm, token }}>
      <Probe seen={seen} name="root" />
      <ConfigProvider theme={{ components: { Menu: { itemBg: 'transparent' } } }}>
        <Probe seen={seen} name="menu" />
      </ConfigProvider>
      <ConfigProvider theme={{ components: { Breadcrumb: { itemColor: '#333333' } } }}>
        <Probe seen={seen} name="breadcrumb" />
      </ConfigProvider>
    </ConfigProvider>
  );
}

const { token: consoleToken } = consoleTheme('#409eff', false) as { token: Record<string, string> };

describe('memoised theme algorithms', () => {
  it('derives a seed once for a root provider and the nested ones that change only component tokens', () => {
    const plain = vi.fn(theme.defaultAlgorithm);
    render(<Console algorithm={plain} token={consoleToken} seen={new Map()} />);
    // antd's own behaviour, which the memo is for: each provider derives the same seed again.
    expect(plain.mock.calls.length).toBeGreaterThan(1);

    const underlying = vi.fn(theme.defaultAlgorithm);
    const seen = new Map<string, Record<string, unknown>>();
    render(<Console algorithm={memoised(underlying)} token={consoleToken} seen={seen} />);
    expect(underlying).toHaveBeenCalledTimes(1);
    for (const name of ['root', 'menu', 'breadcrumb']) {
      expect(seen.get(name)).toMatchObject({ colorPrimary: consoleToken.colorPrimary, blue6: theme.defaultAlgorithm(seedOf(consoleToken)).blue6 });
    }
  });

  it('takes a primed map token for the seed antd merges from a root provider, deriving nothing', () => {
    const underlying = vi.fn(theme.defaultAlgorithm);
    const algorithm = memoised(underlying);
    // As the build does (vite/defaultConsoleTheme.ts): derived in advance with antd's own algorithm,
    // marked here so that the page's token shows it came from the primed one.
    const derived = { ...theme.defaultAlgorithm(seedOf(consoleToken)), cyan3: '#abcdef' };
    algorithm.prime(seedOf(consoleToken), derived);
    const seen = new Map<string, Record<string, unknown>>();
    render(<Console algorithm={algorithm} token={consoleToken} seen={seen} />);
    expect(underlying).not.toHaveBeenCalled();
    for (const name of ['root', 'menu', 'breadcrumb']) expect(seen.get(name)).toMatchObject({ colorPrimary: consoleToken.colorPrimary, cyan3: '#abcdef' });
  });

  it('hands out copies, derives another seed on its own, and passes a composed call through', () => {
    const underlying = vi.fn(theme.defaultAlgorithm);
    const algorithm = memoised(underlying);
    const seed = seedOf({ colorPrimary: '#13c2c2' });
    const first = algorithm(seed);
    (first as unknown as Record<string, unknown>).colorPrimary = 'mutated';
    expect(algorithm(seed).colorPrimary).toBe('#13c2c2');
    expect(algorithm({ ...seed }).colorPrimary).toBe('#13c2c2');
    expect(underlying).toHaveBeenCalledTimes(1);

    expect(algorithm(seedOf({ colorPrimary: '#722ed1' })).colorPrimary).toBe('#722ed1');
    expect(underlying).toHaveBeenCalledTimes(2);

    const previous = theme.darkAlgorithm(seed);
    algorithm(seed, previous);
    expect(underlying).toHaveBeenLastCalledWith(seed, previous);
    expect(underlying).toHaveBeenCalledTimes(3);
  });
});
