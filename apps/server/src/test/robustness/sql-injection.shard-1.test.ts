import { describeSqlInjection } from './sql-injection-suite';

describeSqlInjection(1);
