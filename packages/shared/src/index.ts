export * from './api';
export * from './constants';
export * from './permissions';
export * from './validators';
export * from './upload';
export * from './finance';
export * from './resource/definition';
export * from './resource/routing';
