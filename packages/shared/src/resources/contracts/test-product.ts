import { l } from './labels';
import { productResourceOf } from './product-fields';

export const TEST_PRODUCT_APPROVE_PERMISSION = 'contract/test-product/approve';
/** The asset test products are quoted in and the faucet grants: never withdrawable, never in a public figure. */
export const TEST_ASSET = 'TUSDT';

/** Test product contracts (catalogue §5.2): `visible_to = TEST_ONLY`, seen by test members only. */
export const testProductResource = productResourceOf({
  test: true,
  name: 'contract/test-product',
  title: l('测试合约产品', 'Test product contracts', '測試合約產品'),
  recordName: l('测试合约产品', 'test contract product', '測試合約產品'),
  sort: 3,
  key: 'contract.testProduct',
  path: '/contract/test-product',
  component: 'contracts/test-product/index',
});
