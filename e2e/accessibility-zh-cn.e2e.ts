import { describeAccessibility } from './support/accessibility-walk';

describeAccessibility('zh-cn');
