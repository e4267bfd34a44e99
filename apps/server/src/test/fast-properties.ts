import v8 from 'node:v8';

// V8's own answer to "is this a fast object or a dictionary?". The natives syntax stays allowed:
// V8 compiles a function's body when first called and may compile it again after dropping its
// bytecode, and either would fail with the flag turned back off.
v8.setFlagsFromString('--allow-natives-syntax');
const check = new Function('value', 'return %HasFastProperties(value)') as (value: object) => boolean;

/** Whether V8 keeps `value` as a fast object (a hidden class) rather than a slow dictionary of keys. */
export const hasFastProperties = (value: object): boolean => check(value);
