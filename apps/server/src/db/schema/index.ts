export * from './system';
export * from './auth';
export * from './dict';
export * from './upload';
export * from './member';
export * from './finance';
export * from './operations';
