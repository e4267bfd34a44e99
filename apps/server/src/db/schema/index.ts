export * from './system';
export * from './auth';
export * from './dict';
export * from './upload';
