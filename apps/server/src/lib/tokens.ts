import crypto from 'node:crypto';

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');
