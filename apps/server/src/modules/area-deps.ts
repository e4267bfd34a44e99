import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { CaptchaService } from './auth/captcha';
import type { LoginService } from './auth/login';
import type { SessionStore } from './auth/session-store';
import type { ApprovalRegistry } from './approval/approval-registry';
import type { ApprovalService } from './approval/approval-service';
import type { ConfigParams } from './config/config-params';
import type { JobRegistry } from './job/job-registry';

/** What each area plugin is given when app.ts registers it. */
export interface AreaDeps {
  db: Db;
  sessions: SessionStore;
  login: LoginService;
  /** The login captcha, for methods that require it when LOGIN_CAPTCHA is on (sending a mobile code). */
  captchas: CaptchaService;
  config: AppConfig;
  /** Config parameters (sys_config), read through one cache that follows changes on any instance. */
  params: ConfigParams;
  /** Named job handlers: an area registers its periodic work here; scheduled jobs run only these. */
  jobs: JobRegistry;
  /** Four-eyes requests: areas register how each kind is applied, and file requests through the service. */
  approvalKinds: ApprovalRegistry;
  approvals: ApprovalService;
}
