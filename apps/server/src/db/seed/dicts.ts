import { DATA_SCOPE_DICT } from '@ledgerdesk/shared';
import { AREA_SEEDS } from './areas';
/** A type's name or an entry's label in simplified Chinese, English and traditional Chinese. */
export type DictLabels = readonly [zhCn: string, en: string, zhTw: string];

export interface DictSeed {
  type: string;
  /** The type's name in simplified Chinese, English and traditional Chinese, as its entries' labels. */
  name: DictLabels;
  /** [value, labels, listClass, isDefault] */
  data: ReadonlyArray<readonly [value: string, labels: DictLabels, listClass: string, isDefault?: boolean]>;
}

const PENDING: DictLabels = ['待审核', 'Pending', '待審核'];
const APPROVED: DictLabels = ['已通过', 'Approved', '已通過'];
const REJECTED: DictLabels = ['已驳回', 'Rejected', '已駁回'];
const CANCELLED: DictLabels = ['已取消', 'Cancelled', '已取消'];
const PRIMARY: DictLabels = ['初级认证', 'Primary', '初級認證'];
const ADVANCED: DictLabels = ['高级认证', 'Advanced', '高級認證'];

/**
 * Dictionary data for the statuses the pages show; areas append their own types. Labels are data
 * in all three languages, so no locale file needs an entry for them and operators can change them.
 */
const BASE_DICT_SEED: DictSeed[] = [
  {
    type: 'sys_normal_disable',
    name: ['系统开关', 'Normal / disabled', '系統開關'],
    data: [
      ['0', ['正常', 'Normal', '正常'], 'success', true],
      ['1', ['停用', 'Disabled', '停用'], 'error'],
    ],
  },
  {
    type: 'sys_yes_no',
    name: ['系统是否', 'Yes / no', '系統是否'],
    data: [
      ['Y', ['是', 'Yes', '是'], 'processing', true],
      ['N', ['否', 'No', '否'], 'default'],
    ],
  },
  {
    type: 'sys_login_result',
    name: ['登录结果', 'Sign-in result', '登入結果'],
    data: [
      ['ok', ['成功', 'Signed in', '成功'], 'success', true],
      ['badCredentials', ['用户名或密码错误', 'Wrong user name or password', '使用者名稱或密碼錯誤'], 'error'],
      ['accountLocked', ['账号已锁定', 'Account locked', '帳號已鎖定'], 'warning'],
      ['accountDisabled', ['账号已停用', 'Account disabled', '帳號已停用'], 'error'],
      ['captchaInvalid', ['验证码错误', 'Wrong captcha', '驗證碼錯誤'], 'warning'],
      ['captchaExpired', ['验证码已过期', 'Captcha expired', '驗證碼已過期'], 'warning'],
      ['captchaRequired', ['未填验证码', 'Captcha missing', '未填驗證碼'], 'warning'],
    ],
  },
  /* ---------- money operations ---------- */
  {
    type: 'recharge_status',
    name: ['充值状态', 'Recharge status', '儲值狀態'],
    data: [
      ['PENDING', PENDING, 'processing', true],
      ['PENDING_SECOND_REVIEW', ['待复审', 'Pending second review', '待複審'], 'warning'],
      ['APPROVED', APPROVED, 'success'],
      ['REJECTED', REJECTED, 'error'],
      ['CANCELLED', CANCELLED, 'default'],
      ['EXPIRED', ['已过期', 'Expired', '已過期'], 'warning'],
    ],
  },
  {
    type: 'withdraw_status',
    name: ['提现状态', 'Withdrawal status', '提領狀態'],
    data: [
      ['PENDING_REVIEW', ['待初审', 'Pending review', '待初審'], 'processing', true],
      ['PENDING_SECOND_REVIEW', ['待复审', 'Pending second review', '待複審'], 'warning'],
      ['APPROVED', APPROVED, 'cyan'],
      ['PAYING', ['出款中', 'Paying', '出款中'], 'blue'],
      ['COMPLETED', ['已完成', 'Completed', '已完成'], 'success'],
      ['REJECTED', REJECTED, 'error'],
      ['FAILED', ['出款失败', 'Failed', '出款失敗'], 'error'],
      ['CANCELLED', CANCELLED, 'default'],
    ],
  },
  {
    type: 'kyc_status',
    name: ['实名认证状态', 'Real-name status', '實名認證狀態'],
    data: [
      ['PENDING', PENDING, 'processing', true],
      ['APPROVED', APPROVED, 'success'],
      ['REJECTED', REJECTED, 'error'],
    ],
  },
  {
    type: 'kyc_application_level',
    name: ['实名认证级别', 'Real-name level', '實名認證級別'],
    data: [
      ['PRIMARY', PRIMARY, 'blue', true],
      ['ADVANCED', ADVANCED, 'purple'],
    ],
  },
  {
    // What a member's app may send as the document type; another value shows as sent.
    type: 'kyc_id_type',
    name: ['证件类型', 'ID document type', '證件類型'],
    data: [
      ['ID_CARD', ['身份证', 'ID card', '身分證'], 'default', true],
      ['PASSPORT', ['护照', 'Passport', '護照'], 'default'],
      ['DRIVING_LICENCE', ['驾驶证', 'Driving licence', '駕照'], 'default'],
      ['RESIDENCE_PERMIT', ['居留证', 'Residence permit', '居留證'], 'default'],
    ],
  },
  {
    type: 'kyc_level',
    name: ['会员实名等级', 'Member KYC level', '會員實名等級'],
    data: [
      ['0', ['未认证', 'None', '未認證'], 'default', true],
      ['1', PRIMARY, 'blue'],
      ['2', ADVANCED, 'purple'],
    ],
  },
  {
    type: 'member_status',
    name: ['会员状态', 'Member status', '會員狀態'],
    data: [
      ['NORMAL', ['正常', 'Normal', '正常'], 'success', true],
      ['FROZEN', ['冻结', 'Frozen', '凍結'], 'warning'],
      ['DISABLED', ['停用', 'Disabled', '停用'], 'error'],
    ],
  },
  {
    type: 'money_log_type',
    name: ['资金流水类型', 'Money log type', '資金流水類型'],
    data: [
      ['RECHARGE', ['充值', 'Recharge', '儲值'], 'success', true],
      ['WITHDRAW_FREEZE', ['提现冻结', 'Withdrawal freeze', '提領凍結'], 'warning'],
      ['WITHDRAW_UNFREEZE', ['提现解冻', 'Withdrawal unfreeze', '提領解凍'], 'processing'],
      ['WITHDRAW', ['提现', 'Withdrawal', '提領'], 'error'],
      ['TRIAL_GRANT', ['体验金发放', 'Trial credit granted', '體驗金發放'], 'processing'],
      ['TRIAL_EXPIRE', ['体验金过期回收', 'Trial credit expired', '體驗金到期回收'], 'default'],
      ['TRIAL_REVOKE', ['体验金撤销', 'Trial credit revoked', '體驗金撤銷'], 'warning'],
      ['TRIAL_PROFIT_RELEASE', ['体验金收益释放', 'Trial profit released', '體驗金收益釋放'], 'success'],
      ['SWAP_OUT', ['闪兑转出', 'Swap out', '閃兌轉出'], 'warning'],
      ['SWAP_IN', ['闪兑转入', 'Swap in', '閃兌轉入'], 'success'],
      ['TRANSFER_OUT', ['划转转出', 'Transfer out', '劃轉轉出'], 'warning'],
      ['TRANSFER_IN', ['划转转入', 'Transfer in', '劃轉轉入'], 'success'],
      ['SIGNIN_REWARD', ['签到奖励', 'Sign-in reward', '簽到獎勵'], 'success'],
      ['LOTTERY_PRIZE', ['转盘奖品', 'Prize-wheel prize', '轉盤獎品'], 'success'],
      ['STAKE_LOCK', ['质押锁定', 'Staking lock', '質押鎖定'], 'processing'],
      ['STAKE_INTEREST', ['质押收益', 'Staking income', '質押收益'], 'success'],
      ['STAKE_REDEEM', ['质押赎回', 'Staking redemption', '質押贖回'], 'success'],
      ['STAKE_FORFEIT', ['质押收益扣回', 'Staking income forfeited', '質押收益扣回'], 'warning'],
      ['STAKE_FEE', ['提前赎回费', 'Early redemption fee', '提前贖回費'], 'warning'],
      ['DELIVERY_STAKE', ['交割合约本金', 'Delivery order stake', '交割合約本金'], 'warning'],
      ['DELIVERY_SETTLE', ['交割合约结算', 'Delivery order settlement', '交割合約結算'], 'success'],
      ['DELIVERY_VOID_REFUND', ['交割合约作废退款', 'Delivery order void refund', '交割合約作廢退款'], 'default'],
      ['TEST_FAUCET', ['测试资产发放', 'Test-asset grant', '測試資產發放'], 'default'],
      ['REFERRAL_COMMISSION', ['推荐佣金', 'Referral commission', '推薦佣金'], 'processing'],
      ['CTR_MARGIN_LOCK', ['合约保证金冻结', 'Contract margin locked', '合約保證金凍結'], 'warning'],
      ['CTR_MARGIN_UNLOCK', ['合约保证金释放', 'Contract margin released', '合約保證金釋放'], 'processing'],
      ['CTR_FEE', ['合约手续费', 'Contract fee', '合約手續費'], 'default'],
      ['CTR_REALISED_PNL', ['合约已实现盈亏', 'Contract realised P&L', '合約已實現盈虧'], 'processing'],
      ['CTR_LIQUIDATION', ['合约强平', 'Contract liquidation', '合約強平'], 'error'],
      ['COPY_SHARE_HOLD', ['跟单分润预扣', 'Copy profit share withheld', '跟單分潤預扣'], 'warning'],
      ['COPY_SHARE_PAY', ['跟单分润支付', 'Copy profit share paid', '跟單分潤支付'], 'processing'],
      ['COPY_SHARE_REFUND', ['跟单分润退还', 'Copy profit share refunded', '跟單分潤退還'], 'success'],
      ['RECHARGE_RELEASE', ['充值冻结释放', 'Frozen recharge released', '儲值凍結釋放'], 'success'],
      ['AWARD_CREDIT', ['奖励发放', 'Award credited', '獎勵發放'], 'success'],
      ['AWARD_REVERSAL', ['奖励冲回', 'Award reversed', '獎勵沖回'], 'warning'],
      ['RED_ENVELOPE_CLAIM', ['红包领取', 'Red envelope claimed', '紅包領取'], 'success'],
      ['REDEEM_CODE_CREDIT', ['兑换码入账', 'Redemption code credit', '兌換碼入帳'], 'success'],
      ['COUPON_REBATE', ['优惠券返现', 'Coupon cash rebate', '優惠券返現'], 'success'],
    ],
  },
  {
    type: 'balance_kind',
    name: ['余额类型', 'Balance kind', '餘額類型'],
    data: [
      ['AVAILABLE', ['可用', 'Available', '可用'], 'success', true],
      ['FROZEN', ['冻结', 'Frozen', '凍結'], 'warning'],
      ['TRIAL', ['体验金', 'Trial', '體驗金'], 'processing'],
    ],
  },
];

export const DICT_SEED: DictSeed[] = [
  ...BASE_DICT_SEED,
  {
    type: DATA_SCOPE_DICT,
    name: ['数据范围', 'Data scope', '資料範圍'],
    data: [
      ['all', ['全部数据', 'All data', '全部資料'], 'error'],
      ['custom', ['自定义部门', 'Chosen departments', '自訂部門'], 'warning'],
      ['dept', ['本部门', 'Own department', '本部門'], 'processing'],
      ['deptAndBelow', ['本部门及以下', 'Own department and below', '本部門及以下'], 'processing'],
      ['self', ['仅本人', 'Own only', '僅本人'], 'default', true],
    ],
  },
  {
    type: 'sys_sign_in_method',
    name: ['登录方式', 'Sign-in method', '登入方式'],
    data: [
      ['password', ['账号密码', 'Password', '帳號密碼'], 'default', true],
      ['mobile', ['手机验证码', 'Mobile code', '手機驗證碼'], 'processing'],
      ['scan', ['扫码', 'Scan', '掃碼'], 'processing'],
      ['oidc', ['第三方', 'Third party', '第三方'], 'processing'],
    ],
  },
  ...AREA_SEEDS.flatMap((area) => area.dicts),
];
