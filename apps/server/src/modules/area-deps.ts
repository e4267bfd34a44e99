import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { LoginService } from './auth/login';
import type { SessionStore } from './auth/session-store';

/** What the identity and access areas are given when app.ts registers them. */
export interface AreaDeps {
  db: Db;
  sessions: SessionStore;
  login: LoginService;
  config: AppConfig;
}
