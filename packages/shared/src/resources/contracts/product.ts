import { l } from './labels';
import { productResourceOf } from './product-fields';

export const PRODUCT_APPROVE_PERMISSION = 'contract/product/approve';

/** Product contracts (catalogue §5.1): the real instruments, `visible_to = ALL`. */
export const productResource = productResourceOf({
  test: false,
  name: 'contract/product',
  title: l('合约产品', 'Product contracts', '合約產品'),
  recordName: l('合约产品', 'contract product', '合約產品'),
  sort: 2,
  key: 'contract.product',
  path: '/contract/product',
  component: 'contracts/product/index',
});
