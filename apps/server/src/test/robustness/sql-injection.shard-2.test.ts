import { describeSqlInjection } from './sql-injection-suite';

describeSqlInjection(2);
