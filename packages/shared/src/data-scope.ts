/**
 * Which rows a role's grants reach (RuoYi's five scopes, by name rather than by number):
 * - `all`: every row;
 * - `custom`: the departments chosen on the role;
 * - `dept`: the signed-in user's own department;
 * - `deptAndBelow`: that department and every department under it;
 * - `self`: only the user's own rows (for members and their records: the members assigned to the user).
 *
 * A request is scoped by the union of the scopes of the user's enabled roles that grant the
 * permission it needs; no such role means no rows (deny by default). The super role reaches all.
 * Users are placed by their department; members, their orders, real-name applications and money
 * logs by the department of the operator the member is assigned to (an unassigned member is
 * reached by `all` only).
 *
 * Lists, exports and counts hold only reached rows. A get, edit, delete or action naming a row by id
 * that exists outside the reach is refused with 403 and nothing is written (a missing id is 404);
 * so is an add or edit that would leave the row outside it, an order entered for a member out of
 * reach, and assigning a member to an operator (an enabled user) the caller does not reach.
 */
export const DATA_SCOPES = ['all', 'custom', 'dept', 'deptAndBelow', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** The dictionary the role form and list show data scopes through. */
export const DATA_SCOPE_DICT = 'sys_data_scope';

/** How a session was opened (login log and sessions record it). */
export const SIGN_IN_METHODS = ['password', 'mobile', 'scan', 'oidc'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
