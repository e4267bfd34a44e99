import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, textsIn, type Language } from '@ledgerdesk/shared';
import { ROLE_NAMES } from '@ledgerdesk/shared/seeded-names';
import { ApiError, TRANSPORT_CODES } from './apiError';
import { setLanguage } from './i18n';
import { loadRefusalDicts } from './refusalDicts';
import { registerMessages } from './registerMessages';
import { fieldMessages, refusalText } from './refusalText';

const inLanguage = (lang: 'zh-cn' | 'en' | 'zh-tw') => act(() => setLanguage(lang));

const invalidMemberId = new ApiError(400, 'invalid input — memberId: must be an id (a positive whole number)', {
  reason: 'request.invalid',
  fields: { memberId: 'must be an id (a positive whole number)', remark: 'must not contain a NUL character', items: 'something odd' },
  issues: { memberId: { code: 'invalid_type', params: { expected: 'number' } }, remark: { code: 'nul' } },
});

describe('refusalText', () => {
  it('words a reason with its params in the language shown now, and again after a switch', async () => {
    const own = new ApiError(403, 'you created recharge order R9; another operator must approve it', {
      reason: 'review.ownOrder',
      params: { kind: 'rechargeOrder', ref: 'R9' },
    });
    await inLanguage('zh-cn');
    expect(refusalText(own)).toBe('充值订单 R9 由您创建，须由其他操作员审核。');
    await inLanguage('en');
    expect(refusalText(own)).toBe('You created recharge order R9; another operator must approve it.');
    await inLanguage('zh-tw');
    expect(refusalText(own)).toBe('儲值訂單 R9 由您建立，須由其他操作員審核。');
  });

  it('renders each field issue, keeping the server English only for what it has no code for', async () => {
    await inLanguage('zh-cn');
    expect(fieldMessages(invalidMemberId)).toEqual({ memberId: '必须是数字', remark: '不能包含 NUL 字符', items: 'something odd' });
    expect(refusalText(invalidMemberId)).toBe('输入有误 — 会员 ID：必须是数字；备注：不能包含 NUL 字符；items：something odd');
    expect(refusalText(invalidMemberId, { fieldLabel: (name) => (name === 'memberId' ? '充值会员' : undefined) })).toContain('充值会员：必须是数字');
    await inLanguage('en');
    expect(fieldMessages(invalidMemberId).memberId).toBe('must be a number');
  });

  it('chooses the sentence by what a limit is about (characters, items, a number)', async () => {
    await inLanguage('en');
    const tooLong = new ApiError(400, 'x', {
      reason: 'request.invalid',
      fields: { remark: 'Too big', ids: 'Too big', count: 'Too big' },
      issues: {
        remark: { code: 'too_big', params: { maximum: 500, origin: 'string' } },
        ids: { code: 'too_big', params: { maximum: 1000, origin: 'array' } },
        count: { code: 'too_big', params: { maximum: 2147483647, origin: 'number' } },
      },
    });
    expect(fieldMessages(tooLong)).toEqual({
      remark: 'must be at most 500 characters',
      ids: 'must have at most 1000 items',
      count: 'must be at most 2147483647',
    });
  });

  it('shows states and levels by their dictionary labels once loaded, the raw value before', async () => {
    await inLanguage('zh-cn');
    const changed = new ApiError(409, 'recharge order R1 is APPROVED …', {
      reason: 'review.stateChanged',
      params: { kind: 'rechargeOrder', ref: 'R1', status: { dict: 'recharge_status', value: 'APPROVED' }, expected: { dict: 'recharge_status', value: ['PENDING', 'PENDING_SECOND_REVIEW'] } },
    });
    expect(refusalText(changed)).toContain('「APPROVED」');
    const values = (value: string, zh: string) => ({ key: value, value, isDefault: false, labels: { 'zh-cn': zh, en: value.toLowerCase() } });
    await loadRefusalDicts(changed.data, async () => ({
      recharge_status: [values('APPROVED', '已通过'), values('PENDING', '待审核'), values('PENDING_SECOND_REVIEW', '待复审')],
    }));
    expect(refusalText(changed)).toBe('充值订单 R1 当前状态为「已通过」，此操作需要「待审核 或 待复审」。请刷新列表。');
  });

  it('names records as the pages do: a built-in name by its translation, a menu by its own text, anything else as written', async () => {
    // The role names come with the system area's translations in the app; here, straight from their table.
    registerMessages(Object.fromEntries(LANGUAGES.map((language) => [language, { role: textsIn(ROLE_NAMES, language) }])) as Record<Language, object>);
    const held = new ApiError(409, 'a role held by users cannot be deleted: …', { reason: 'role.held', params: { names: { names: ['role.common', 'Desk team'] } } });
    const granted = new ApiError(409, 'a menu still granted to a role cannot be deleted: …', {
      reason: 'menu.granted',
      params: { names: { names: ['message.router.home', { 'zh-cn': '实验室', en: 'Lab', 'zh-tw': '實驗室' }] } },
    });
    await inLanguage('zh-cn');
    expect(refusalText(held)).toBe('仍有用户拥有的角色不能删除：操作员、Desk team，请先从用户中移除。');
    expect(refusalText(granted)).toContain('：首页、实验室，');
    await inLanguage('en');
    expect(refusalText(held)).toBe('A role held by users cannot be deleted: Operator, Desk team. Take it from them first.');
    expect(refusalText(granted)).toContain(': Home, Lab.');
    await inLanguage('zh-tw');
    expect(refusalText(held)).toContain('：操作員、Desk team，');
  });

  it('falls back to the server message for an unknown reason, and translates transport failures by code', async () => {
    await inLanguage('zh-cn');
    expect(refusalText(new ApiError(409, 'a new kind of refusal', { reason: 'something.new' }))).toBe('a new kind of refusal');
    expect(refusalText(new ApiError(409, 'no reason at all', null))).toBe('no reason at all');
    // Made while English was shown, rendered now in Chinese.
    expect(refusalText(new ApiError(TRANSPORT_CODES.network, 'network connection error', null))).toBe('网络连接错误');
    expect(refusalText(new ApiError(TRANSPORT_CODES.timeout, 'network timeout', null))).toBe('网络超时');
    expect(refusalText(new Error('plain'))).toBe('plain');
  });
});
