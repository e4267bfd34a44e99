import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty, Pagination } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { THEME_CONFIG_KEY } from '@/lib/themeConfig';
import { LanguageSwitch } from './LanguageSwitch';

describe('language switch', () => {
  it('flips i18n, antd locale and dayjs live, and remembers the choice', async () => {
    setLanguage('zh-cn');
    render(
      <Providers>
        <LanguageSwitch />
        <Empty />
        <Pagination total={50} showSizeChanger />
      </Providers>,
    );
    expect(screen.getAllByText('暂无数据')[0]).toBeInTheDocument();
    expect(screen.getByText('10 条/页')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(screen.getAllByText('No data')[0]).toBeInTheDocument());
    expect(screen.getByText('10 / page')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem(THEME_CONFIG_KEY) ?? '{}').state.themeConfig.globalI18n).toBe('en');

    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(await screen.findByText('繁體中文'));
    await waitFor(() => expect(screen.getAllByText('暫無資料')[0]).toBeInTheDocument());
    expect(dayjs.locale()).toBe('zh-tw');
  });
});
