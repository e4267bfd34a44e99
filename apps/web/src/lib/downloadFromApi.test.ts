import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mockApi';
import { ApiError } from './apiError';
import { downloadFromApi } from './downloadFromApi';
import { setLanguage } from './i18n';
import { refusalText } from './refusalText';
import { setToken } from './storage';

const saved: Array<{ name: string; blob: Blob }> = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs: these keep the blob, and the click says what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
});

afterEach(() => vi.restoreAllMocks());

describe('downloadFromApi', () => {
  it("saves the answer under the server's file name, sent with the session's token", async () => {
    setToken('tok-9');
    const api = mockApi({
      'POST finance/export': {
        status: 200,
        body: 'order,amount\nR1,12.5\n',
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%85%85%E5%80%BC.csv" },
      },
    });
    await expect(downloadFromApi({ url: '/api/v2/sitebkd/finance/export', method: 'POST', data: { status: ['PENDING'] }, timeout: 0 }, 'fallback.csv')).resolves.toBe('充值.csv');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('充值.csv');
    expect(await saved[0]!.blob.text()).toBe('order,amount\nR1,12.5\n');
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(api.calls[0]!.data).toBe('{"status":["PENDING"]}');
  });

  it("falls back to the caller's name when the server gives none", async () => {
    mockApi({ 'GET generator/download': { status: 200, body: 'PK', headers: { 'Content-Type': 'application/zip' } } });
    await expect(downloadFromApi({ url: '/api/v2/sitebkd/generator/download', params: { id: 3 } }, 'generator-3.zip')).resolves.toBe('generator-3.zip');
    expect(saved.map((s) => s.name)).toEqual(['generator-3.zip']);
  });

  it('rejects with the refusal the envelope inside the answer carries, and saves nothing', async () => {
    mockApi({ 'POST finance/export': fail(403, 'not permitted', { reason: 'access.denied' }) });
    const error = await downloadFromApi({ url: '/api/v2/sitebkd/finance/export', method: 'POST', data: {} }, 'x.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403, msg: 'not permitted', data: { reason: 'access.denied' } });
    expect(saved).toHaveLength(0);
  });

  it('takes a 200 whose body is the JSON envelope (a refusal before streaming) as that refusal', async () => {
    mockApi({ 'POST finance/export': { status: 200, body: { code: 409, msg: 'too many rows', data: null }, headers: { 'Content-Type': 'application/json' } } });
    await expect(downloadFromApi({ url: '/api/v2/sitebkd/finance/export', method: 'POST', data: {} }, 'x.csv')).rejects.toMatchObject({ code: 409, msg: 'too many rows' });
    expect(saved).toHaveLength(0);
  });

  it('loads the wording a refusal needs before rejecting, so the caller shows it in the language shown', async () => {
    setLanguage('zh-cn');
    const label = (value: string, zh: string) => ({ key: value, value, isDefault: false, labels: { 'zh-cn': zh, en: value.toLowerCase() } });
    const api = mockApi({
      'POST finance/export': fail(409, 'recharge order R1 is APPROVED', {
        reason: 'review.stateChanged',
        params: { kind: 'rechargeOrder', ref: 'R1', status: { dict: 'recharge_status', value: 'APPROVED' }, expected: { dict: 'recharge_status', value: ['PENDING'] } },
      }),
      'GET dict/data/getDicts': ok({ dicts: { recharge_status: [label('APPROVED', '已通过'), label('PENDING', '待审核')] } }),
    });
    const error = await downloadFromApi({ url: '/api/v2/sitebkd/finance/export', method: 'POST', data: {} }, 'x.csv').catch((e: unknown) => e);
    expect(api.count('GET dict/data/getDicts')).toBe(1);
    expect(refusalText(error as ApiError)).toBe('充值订单 R1 当前状态为「已通过」，此操作需要「待审核」。请刷新列表。');
    setLanguage('en');
  });
});
