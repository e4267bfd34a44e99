import { describeAccessibility } from './support/accessibility-walk';

describeAccessibility('en');
