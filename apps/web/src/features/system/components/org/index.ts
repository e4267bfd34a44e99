/** Department and post pickers other system pages (users, roles) use as form controls. */
export { DeptTree, type DeptTreeProps } from './DeptTree';
export { DeptTreeSelect, type DeptTreeSelectProps } from './DeptTreeSelect';
export { PostSelect, type PostSelectProps } from './PostSelect';
export { deptIdsOf, orgKeys, useDeptTree, usePostOptions, type DeptNode, type DeptRow, type PostRow } from './orgApi';
