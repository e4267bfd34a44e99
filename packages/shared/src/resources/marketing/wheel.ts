import { defineResource } from '../../resource/definition';
import { createdAt, l, member, optionsOf } from './labels';
import { WHEEL_APPROVE_PERMISSION, WHEEL_CHANCE_SOURCES, WHEEL_PRIZE_KINDS } from './points-states';

export { WHEEL_APPROVE_PERMISSION };

const PRIZE_KIND_OPTIONS = optionsOf(WHEEL_PRIZE_KINDS, {
  NONE: ['谢谢参与', 'Nothing', '謝謝參與'],
  POINTS: ['积分', 'Points', '積分'],
  ASSET: ['资产', 'Asset', '資產'],
  COUPON: ['优惠券', 'Coupon', '優惠券'],
  TRIAL_FUND: ['体验金', 'Trial fund', '體驗金'],
});

const CHANCE_SOURCE_OPTIONS = optionsOf(WHEEL_CHANCE_SOURCES, {
  SIGNIN: ['签到', 'Sign-in', '簽到'],
  TASK: ['任务', 'Task', '任務'],
  GRANT: ['发放', 'Grant', '發放'],
  POINTS: ['积分兑换', 'Points', '積分兌換'],
});
/** A wheel's prizes and its observed distribution against the published odds (GET, list permission). */
export const WHEEL_ODDS_PATH = 'marketing/wheel/odds';
/** Recomputes a draw from the revealed seed (GET, draw-list permission). */
export const WHEEL_VERIFY_PATH = 'marketing/wheel-draw/verify';

export const WHEEL_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'PUBLISHED', label: l('已发布', 'Published', '已發布'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
  { value: 'ENDED', label: l('已结束', 'Ended', '已結束'), color: 'default' },
] as const;
export const WHEEL_COST_OPTIONS = [
  { value: 'CHANCE', label: l('抽奖次数', 'Chance', '抽獎次數') },
  { value: 'POINTS', label: l('积分', 'Points', '積分') },
] as const;

/**
 * Prize wheels (catalogue §7.6): published odds, commit-reveal seed, four-eyes publish, no edits
 * after publish. Prizes are given at creation as one line each:
 * slot|name|NONE/POINTS/ASSET/COUPON/TRIAL_FUND|amount or template code|probability|stock.
 */
export const wheelResource = defineResource({
  name: 'marketing/wheel',
  table: 'mkt_wheel',
  permission: 'marketing/wheel',
  title: l('转盘抽奖', 'Prize wheels', '轉盤抽獎'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, readOnly: true, filter: 'contains', width: 140 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, readOnly: true, width: 160 },
    status: { type: 'enum', options: WHEEL_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    costKind: { type: 'enum', options: WHEEL_COST_OPTIONS, label: l('消耗', 'Cost', '消耗'), required: true, readOnly: true, width: 100 },
    costPoints: { type: 'integer', label: l('每次积分', 'Points per draw', '每次積分'), required: true, readOnly: true, width: 110 },
    startsAt: { type: 'datetime', label: l('开始', 'Starts', '開始'), required: true, readOnly: true, width: 170 },
    endsAt: { type: 'datetime', label: l('结束', 'Ends', '結束'), required: true, readOnly: true, width: 170 },
    budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算', 'Budget', '預算'), readOnly: true, list: false },
    fallbackSlot: { type: 'integer', label: l('缺货回落档位', 'Fallback slot', '缺貨回落檔位'), required: true, readOnly: true, list: false },
    serverSeedHash: { type: 'text', label: l('种子承诺 SHA-256', 'Seed commitment (SHA-256)', '種子承諾 SHA-256'), readOnly: true, width: 200 },
    revealedSeed: { type: 'text', label: l('公开的服务端种子', 'Revealed server seed', '公開的伺服器種子'), readOnly: true, list: false },
    createdAt: { ...createdAt, list: false },
  },
  actions: {
    create: {
      label: l('新建转盘', 'New wheel', '新增轉盤'),
      scope: 'page',
      input: {
        code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 40 },
        name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
        startsAt: { type: 'datetime', label: l('开始', 'Starts', '開始'), required: true },
        endsAt: { type: 'datetime', label: l('结束', 'Ends', '結束'), required: true },
        costKind: { type: 'enum', options: WHEEL_COST_OPTIONS, label: l('消耗', 'Cost', '消耗'), required: true, default: 'CHANCE' },
        costPoints: { type: 'integer', label: l('每次积分', 'Points per draw', '每次積分'), min: 0, max: 1_000_000, default: 0 },
        budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算（资产奖品）', 'Budget (asset prizes)', '預算（資產獎品）') },
        prizes: {
          type: 'text',
          label: l('奖品（每行一个）', 'Prizes (one a line)', '獎品（每行一個）'),
          required: true,
          maxLength: 5000,
          widget: 'textarea',
          help: l(
            '档位|名称|NONE/POINTS/ASSET/COUPON/TRIAL_FUND|数量或模板编码|概率|库存（空=不限）；COUPON 填已发布的优惠券模板编码，TRIAL_FUND 填启用的体验金模板编码；概率之和须恰好为 1',
            'slot|name|NONE/POINTS/ASSET/COUPON/TRIAL_FUND|amount or template code|probability|stock (empty = unlimited); COUPON names a published coupon template, TRIAL_FUND an active trial template; the probabilities sum to exactly 1',
            '檔位|名稱|NONE/POINTS/ASSET/COUPON/TRIAL_FUND|數量或模板編碼|機率|庫存（空=不限）；COUPON 填已發布的優惠券模板編碼，TRIAL_FUND 填啟用的體驗金模板編碼；機率之和須恰好為 1',
          ),
        },
        fallbackSlot: { type: 'integer', label: l('缺货回落档位', 'Fallback slot', '缺貨回落檔位'), required: true, min: 0, max: 1000, default: 1, help: l('“谢谢参与”档，库存须不限', 'The "no prize" row; its stock must be unlimited', '「謝謝參與」檔，庫存須不限') },
      },
    },
    publish: {
      label: l('发布（复核）', 'Publish (four-eyes)', '發布（覆核）'),
      scope: 'row',
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l('发布后奖品与概率冻结，并公开服务端种子的 SHA-256；需另一位操作员批准。', 'Publishing freezes prizes and odds and commits the SHA-256 of the server seed; a second operator approves.', '發布後獎品與機率凍結，並公開伺服器種子的 SHA-256；需另一位操作員批准。'),
    },
    pause: { label: l('暂停', 'Pause', '暫停'), scope: 'row', when: { field: 'status', in: ['PUBLISHED'] } },
    resume: { label: l('恢复', 'Resume', '恢復'), scope: 'row', when: { field: 'status', in: ['PAUSED'] } },
    end: {
      label: l('结束并公开种子', 'End and reveal seed', '結束並公開種子'),
      scope: 'row',
      danger: true,
      when: { field: 'status', in: ['PUBLISHED', 'PAUSED'] },
      confirm: l('结束后不可再抽奖，服务端种子公开供任何人验证。', 'No draws after; the server seed is revealed so anyone can verify every draw.', '結束後不可再抽獎，伺服器種子公開供任何人驗證。'),
    },
    grantChances: {
      label: l('发放抽奖次数', 'Grant chances', '發放抽獎次數'),
      scope: 'row',
      permission: 'marketing/wheel-chance/grant',
      when: { field: 'status', in: ['DRAFT', 'PUBLISHED', 'PAUSED'] },
      input: {
        members: { type: 'text', label: l('会员（ID 或账号）', 'Members (ids or accounts)', '會員（ID 或帳號）'), required: true, maxLength: 30_000, widget: 'textarea' },
        granted: { type: 'integer', label: l('每人次数', 'Chances each', '每人次數'), required: true, min: 1, max: 100, default: 1 },
        sourceRef: { type: 'text', label: l('来源编号', 'Source reference', '來源編號'), required: true, maxLength: 80, help: l('同一来源编号对同一会员只发一次', 'One grant per member per source reference', '同一來源編號對同一會員只發一次') },
      },
    },
  },
  menu: { parent: 'marketing', key: 'marketing.wheel', path: '/marketing/wheel', name: 'marketingWheel', component: 'marketing/wheel/index', icon: 'DashboardOutlined', sort: 45, keepAlive: true, roles: ['common'] },
});

/** Draw records, newest first: roll, nonce, client seed, prize and any stock fallback; verify recomputes one after the end. */
export const wheelDrawResource = defineResource({
  name: 'marketing/wheel-draw',
  table: 'mkt_wheel_draw',
  permission: 'marketing/wheel-draw',
  title: l('抽奖记录', 'Draw records', '抽獎記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'drawnAt', order: 'desc' },
  recordLabel: 'drawNo',
  fields: {
    drawNo: { type: 'text', label: l('抽奖单号', 'Draw no.', '抽獎單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    wheelId: { type: 'reference', resource: 'marketing/wheel', labelField: 'code', label: l('转盘', 'Wheel', '轉盤'), required: true, readOnly: true, filter: 'exact', width: 130 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 160 },
    nonce: { type: 'integer', label: l('序号（Nonce）', 'Nonce', '序號（Nonce）'), required: true, readOnly: true, width: 90 },
    clientSeed: { type: 'text', label: l('客户端种子', 'Client seed', '用戶端種子'), required: true, readOnly: true, width: 130 },
    roll: { type: 'text', label: l('随机数', 'Roll', '隨機數'), required: true, readOnly: true, width: 180 },
    prizeId: { type: 'reference', resource: 'marketing/wheel-prize', labelField: 'name', label: l('奖品', 'Prize', '獎品'), required: true, readOnly: true, filter: 'exact', width: 130 },
    fallbackFromPrizeId: { type: 'reference', resource: 'marketing/wheel-prize', labelField: 'name', label: l('缺货原奖品', 'Fell back from', '缺貨原獎品'), readOnly: true, width: 130 },
    benefitRef: { type: 'text', label: l('权益凭据', 'Benefit ref', '權益憑據'), readOnly: true, list: false },
    drawnAt: { type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
  },
  actions: {
    verify: {
      label: l('验证', 'Verify', '驗證'),
      scope: 'row',
      permission: 'marketing/wheel-draw/list',
      endpoint: { path: WHEEL_VERIFY_PATH, method: 'GET' },
    },
  },
  menu: { parent: 'marketing', key: 'marketing.wheelDraw', path: '/marketing/wheel-draw', name: 'marketingWheelDraw', component: 'marketing/wheel-draw/index', icon: 'FileTextOutlined', sort: 46, keepAlive: true, roles: ['common'] },
});

/** Prizes of every wheel (read-only; a draw names one); shown inside the wheel's detail with the odds chart. */
export const wheelPrizeResource = defineResource({
  name: 'marketing/wheel-prize',
  table: 'mkt_wheel_prize',
  permission: 'marketing/wheel',
  title: l('转盘奖品', 'Wheel prizes', '轉盤獎品'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'slot', order: 'asc' },
  recordLabel: 'name',
  fields: {
    wheelId: { type: 'reference', resource: 'marketing/wheel', labelField: 'code', label: l('转盘', 'Wheel', '轉盤'), required: true, readOnly: true, filter: 'exact' },
    slot: { type: 'integer', label: l('档位', 'Slot', '檔位'), required: true, readOnly: true, sort: true },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, readOnly: true },
    benefitKind: { type: 'enum', options: PRIZE_KIND_OPTIONS, label: l('权益', 'Benefit', '權益'), required: true, readOnly: true },
    benefitAmount: { type: 'money', scale: 18, label: l('数量', 'Amount', '數量'), required: true, readOnly: true },
    couponTemplateId: { type: 'reference', resource: 'marketing/coupon-template', labelField: 'code', label: l('优惠券模板', 'Coupon template', '優惠券模板'), readOnly: true },
    trialTemplateId: { type: 'reference', resource: 'member/trial-template', labelField: 'code', label: l('体验金模板', 'Trial template', '體驗金模板'), readOnly: true },
    probability: { type: 'decimal', scale: 18, label: l('概率', 'Probability', '機率'), required: true, readOnly: true },
    stock: { type: 'integer', label: l('库存', 'Stock', '庫存'), readOnly: true },
    stockUsed: { type: 'integer', label: l('已出', 'Used', '已出'), required: true, readOnly: true },
  },
});

/** Draw chances by member (granted on the wheel page; unique per source reference). */
export const wheelChanceResource = defineResource({
  name: 'marketing/wheel-chance',
  table: 'mkt_wheel_chance',
  permission: 'marketing/wheel-chance',
  title: l('抽奖次数', 'Draw chances', '抽獎次數'),
  recordName: l('抽奖次数', 'draw chance', '抽獎次數'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    wheelId: { type: 'reference', resource: 'marketing/wheel', labelField: 'code', label: l('转盘', 'Wheel', '轉盤'), required: true, readOnly: true, filter: 'exact', width: 130 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 160 },
    granted: { type: 'integer', label: l('发放', 'Granted', '發放'), required: true, readOnly: true, width: 80 },
    used: { type: 'integer', label: l('已用', 'Used', '已用'), required: true, readOnly: true, width: 80 },
    source: { type: 'enum', options: CHANCE_SOURCE_OPTIONS, label: l('来源', 'Source', '來源'), required: true, readOnly: true, filter: 'exact', width: 100 },
    sourceRef: { type: 'text', label: l('来源编号', 'Source reference', '來源編號'), required: true, readOnly: true, width: 160 },
    createdAt,
  },
  menu: { parent: 'marketing', key: 'marketing.wheelChance', path: '/marketing/wheel-chance', name: 'marketingWheelChance', icon: 'FileOutlined', sort: 47, keepAlive: true, roles: ['common'] },
});
