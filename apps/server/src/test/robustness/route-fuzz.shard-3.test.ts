import { describeRouteFuzz } from './route-fuzz-suite';

describeRouteFuzz(3);
