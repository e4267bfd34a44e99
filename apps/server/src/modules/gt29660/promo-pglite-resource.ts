import { promoPgliteResource } from '@ledgerdesk/shared/resources/gt29660/promo-pglite';
import { bindResource } from '../../resource';
import { promoPgliteTable } from './promo-pglite-table';

/** The generated resource on the engine; business rules go into hooks here. */
export const promoPgliteBinding = bindResource({ definition: promoPgliteResource, table: promoPgliteTable });
