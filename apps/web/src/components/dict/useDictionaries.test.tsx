import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import { dictKeys } from './dictKeys';
import { DictTag } from './DictTag';
import { useDictionaries } from './useDictionaries';

const entry = (value: string, en: string) => ({ key: value, value, isDefault: false, labels: { 'zh-cn': en, en, 'zh-tw': en } });

function Page({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  const { dicts } = useDictionaries(['colour', 'size']);
  return (
    <>
      <span data-testid="sizes">{(dicts.size ?? []).map((v) => v.value).join(',')}</span>
      {dicts.colour ? <DictTag dictType="colour" value="R" /> : null}
    </>
  );
}

describe('useDictionaries', { timeout: 60_000 }, () => {
  it("fetches a page's types in one call, serves DictTag from it, and refetches after dictKeys.all is invalidated", async () => {
    setLanguage('en');
    let label = 'Red';
    const api = mockApi({
      'GET dict/data/getDicts': () => ok({ dicts: { colour: [entry('R', label)], size: [entry('S', 'Small'), entry('L', 'Large')] } }),
      'GET dict/data/getDictData': () => ok({ values: [entry('R', label)] }),
    });
    let client: QueryClient | undefined;
    render(
      <Providers queryClient={createQueryClient()}>
        <Page onClient={(c) => (client = c)} />
      </Providers>,
    );
    expect(await screen.findByText('Red')).toBeInTheDocument();
    expect(screen.getByTestId('sizes')).toHaveTextContent('S,L');
    expect(api.count('GET dict/data/getDicts')).toBe(1);
    expect(api.count('GET dict/data/getDictData')).toBe(0);

    // The dictionary page edits a label, then invalidates every dictionary query at once.
    label = 'Crimson';
    await act(() => client!.invalidateQueries({ queryKey: dictKeys.all }));
    await waitFor(() => expect(screen.getByText('Crimson')).toBeInTheDocument());
  });
});
