import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { CaptchaService } from './auth/captcha';
import type { LoginService } from './auth/login';
import type { SessionStore } from './auth/session-store';

/** What the identity and access areas are given when app.ts registers them. */
export interface AreaDeps {
  db: Db;
  sessions: SessionStore;
  login: LoginService;
  /** The login captcha, for methods that require it when LOGIN_CAPTCHA is on (sending a mobile code). */
  captchas: CaptchaService;
  config: AppConfig;
}
