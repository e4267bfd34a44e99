import { pageQuerySchema } from '../api';
import { dateBoundFilter, idSchema, optionalTextFilter, sortOrderSchema } from '../list-filters';

/** Paging and the filters every order list (recharge, withdrawal) shares (DESIGN.md §4). */
export const orderListBase = pageQuerySchema.extend({
  orderNo: optionalTextFilter(),
  memberId: idSchema.optional(),
  memberAccount: optionalTextFilter(),
  currency: optionalTextFilter(16),
  /** Inclusive; a date without a time means the start of that UTC day. */
  createdFrom: dateBoundFilter,
  /** Inclusive; a date without a time means the end of that UTC day. */
  createdTo: dateBoundFilter,
  sortOrder: sortOrderSchema,
});
