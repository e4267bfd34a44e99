import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import type { OpenApiDocument } from '../../components/apiDoc/openApiDocument';
import '../../locales';
import ApiReferencePage from './index';

const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

/** A small document shaped like the server's: three groups, four calls, one recursive component. */
const DOCUMENT: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Ledgerdesk API', version: '2' },
  paths: {
    '/admin/api/v2/sitebkd/cwManage/chargeLogList': {
      post: {
        summary: 'List recharge orders',
        'x-summaries': { 'zh-cn': '充值订单列表', en: 'List recharge orders', 'zh-tw': '儲值訂單列表' },
        description: 'Needs the permission `finance/recharge/list` (or `*/*/*`).',
        tags: ['finance/recharge'],
        'x-permission': 'finance/recharge/list',
        security: [{ bearerAuth: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  pageIndex: { type: 'integer', minimum: 1, default: 1 },
                  status: { type: 'string', enum: ['PENDING', 'APPROVED'] },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  properties: {
                    list: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          orderNo: { type: 'string', description: 'unique per order' },
                          requestedAmount: {
                            type: 'string',
                            description: 'decimal string',
                            'x-descriptions': { 'zh-cn': '十进制字符串', en: 'decimal string', 'zh-tw': '十進位字串' },
                          },
                        },
                      },
                    },
                    total: { type: 'integer' },
                  },
                }),
              },
            },
          },
        },
      },
    },
    '/admin/api/v2/sitebkd/memberRechargeLog/get': {
      get: {
        summary: 'One recharge order',
        tags: ['finance/recharge'],
        'x-permission': 'finance/recharge/list',
        // As the server documents a query field: its English beside the schema, its languages inside it.
        parameters: [
          {
            name: 'id',
            in: 'query',
            required: true,
            description: 'the order',
            schema: { type: 'integer', 'x-descriptions': { 'zh-cn': '该订单', en: 'the order', 'zh-tw': '該訂單' } },
          },
        ],
        responses: { '200': { description: 'Default Response', content: { 'application/json': { schema: envelope({ type: 'object' }) } } } },
      },
    },
    '/admin/api/v2/sitebkd/auth/login': {
      post: {
        summary: 'Sign in: the bearer token',
        tags: ['auth'],
        'x-permission': 'public',
        security: [],
        responses: { '200': { description: 'Default Response', content: { 'application/json': { schema: envelope({ type: 'object' }) } } } },
      },
    },
    '/admin/api/v2/sitebkd/user/getUserMenus': {
      get: {
        summary: "The signed-in user's menu tree",
        tags: ['user'],
        'x-permission': 'authenticated',
        responses: {
          '200': {
            description: 'Default Response',
            content: { 'application/json': { schema: envelope({ type: 'object', properties: { menuList: { type: 'array', items: { $ref: '#/components/schemas/MenuRoute' } } } }) } },
          },
        },
      },
    },
  },
  tags: [{ name: 'auth' }, { name: 'finance/recharge', 'x-titles': { 'zh-cn': '充值记录', en: 'Recharge logs', 'zh-tw': '儲值記錄' } }, { name: 'user' }],
  components: {
    schemas: {
      MenuRoute: {
        type: 'object',
        required: ['path'],
        properties: { path: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/MenuRoute' } } },
      },
    },
  },
};

function setUp(language: 'en' | 'zh-cn' = 'en') {
  setLanguage(language);
  const api = mockApi({ 'GET system/apiDoc/openapi.json': ok(DOCUMENT) });
  const router = createMemoryRouter([{ path: '/system/api', element: <ApiReferencePage /> }], { initialEntries: ['/system/api'] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return api;
}

const groupNames = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));
const search = (text: string, box = 'Search by path or summary') => fireEvent.change(screen.getByLabelText(box), { target: { value: text } });

describe('API reference page', () => {
  it('fetches the document once and lists every call under its group, groups in alphabetical order', async () => {
    const api = setUp();
    expect(await screen.findByText('List recharge orders')).toBeInTheDocument();
    expect(api.count('GET system/apiDoc/openapi.json')).toBe(1);
    expect(groupNames()).toEqual(['auth', 'finance/recharge', 'user']);
    const recharge = screen.getByRole('region', { name: 'finance/recharge' });
    expect(within(recharge).getByText('(2)')).toBeInTheDocument();
    expect(within(recharge).getByText('/admin/api/v2/sitebkd/cwManage/chargeLogList')).toBeInTheDocument();
    expect(within(recharge).getByText('One recharge order')).toBeInTheDocument();
    // The access each call needs is on its line: a permission, public, or any signed-in user.
    expect(within(recharge).getAllByText('finance/recharge/list')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'auth' })).getByText('Public')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'user' })).getByText('Any signed-in user')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 calls')).toBeInTheDocument();
  });

  it('searches by path and by summary, every word must match, and says when nothing does', async () => {
    setUp();
    await screen.findByText('List recharge orders');

    search('chargeloglist');
    expect(groupNames()).toEqual(['finance/recharge']);
    expect(screen.getByText('List recharge orders')).toBeInTheDocument();
    expect(screen.queryByText('One recharge order')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4 calls')).toBeInTheDocument();

    search('BEARER token');
    expect(groupNames()).toEqual(['auth']);

    search('recharge order');
    expect(groupNames()).toEqual(['finance/recharge']);
    expect(within(screen.getByRole('region', { name: 'finance/recharge' })).getByText('(2)')).toBeInTheDocument();

    search('no such call');
    expect(groupNames()).toEqual([]);
    expect(screen.getByText('No call matches')).toBeInTheDocument();

    search('');
    expect(groupNames()).toEqual(['auth', 'finance/recharge', 'user']);
  });

  it("shows each group's title and each call's summary in the reader's language, found by it or by the English", async () => {
    setUp('zh-cn');
    expect(await screen.findByText('充值订单列表')).toBeInTheDocument();
    // A group is headed by its title in the reader's language beside its tag; one the document does not title, by its tag.
    const recharge = screen.getByRole('region', { name: 'finance/recharge' });
    expect(within(recharge).getByText('充值记录')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'user' })).queryByText('充值记录')).not.toBeInTheDocument();
    expect(screen.queryByText('List recharge orders')).not.toBeInTheDocument();
    // A call the document summarises in English only keeps its English.
    expect(screen.getByText('One recharge order')).toBeInTheDocument();
    search('充值订单', '按路径或说明搜索');
    expect(groupNames()).toEqual(['finance/recharge']);
    search('list recharge', '按路径或说明搜索');
    expect(screen.getByText('充值订单列表')).toBeInTheDocument();
  });

  it('opens a call to its permission, body fields and answer fields', async () => {
    setUp();
    fireEvent.click(await screen.findByText('List recharge orders'));
    expect(await screen.findByText('Permission')).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer token (from sign-in)')).toBeInTheDocument();
    // The document's description restates the access in English: the rows above say it in the reader's language.
    expect(screen.queryByText(/Needs the permission/)).not.toBeInTheDocument();
    // Request body: fields with type, bounds, allowed values and default.
    expect(screen.getByText('pageIndex')).toBeInTheDocument();
    expect(screen.getByText('≥ 1')).toBeInTheDocument();
    expect(screen.getByText('default 1')).toBeInTheDocument();
    expect(screen.getByText('∈ {"PENDING", "APPROVED"}')).toBeInTheDocument();
    // Answer: the envelope, the page and the row's fields, with descriptions.
    for (const field of ['code', 'msg', 'data', 'list', 'orderNo', 'requestedAmount']) expect(screen.getByText(field)).toBeInTheDocument();
    expect(screen.getByText('array<object>')).toBeInTheDocument();
    expect(screen.getByText('— decimal string')).toBeInTheDocument();

    // The same answer as formatted JSON.
    fireEvent.click(screen.getAllByText('JSON')[1]!);
    await waitFor(() => expect(document.querySelector('pre')?.textContent).toContain('"requestedAmount"'));
  });

  it("describes fields and parameters in the reader's language, in English where the document gives no other", async () => {
    setUp('zh-cn');
    fireEvent.click(await screen.findByText('充值订单列表'));
    expect(await screen.findByText('— 十进制字符串')).toBeInTheDocument();
    expect(screen.queryByText('— decimal string')).not.toBeInTheDocument();
    expect(screen.getByText('— unique per order')).toBeInTheDocument();

    fireEvent.click(screen.getByText('One recharge order'));
    expect(await screen.findByText('该订单')).toBeInTheDocument();
    expect(screen.queryByText('the order')).not.toBeInTheDocument();
  });

  it('follows references into components and stops at a recursive one', async () => {
    setUp();
    fireEvent.click(await screen.findByText("The signed-in user's menu tree"));
    // menuList, then the repeated children inside one MenuRoute, which is not opened again.
    expect(await screen.findAllByText('array<MenuRoute>')).toHaveLength(2);
    expect(screen.getByText('path')).toBeInTheDocument();
    expect(screen.getByText('children')).toBeInTheDocument();
    expect(screen.getByText('↻ same shape as its parent (recursive)')).toBeInTheDocument();
  });
});
