import { describe, expect, it } from 'vitest';
import { ResultCode } from '@ledgerdesk/shared';
import { serverErrorHint } from './serverErrorHint';

const refused = (code: number, reason?: string) => ({ code, data: reason ? { reason, params: {} } : null });

describe('the next step shown under a refusal', () => {
  it('says the record changed under the operator only for a conflict that means so', () => {
    for (const reason of ['record.wrongState', 'record.stale', 'review.stateChanged', undefined]) {
      expect(serverErrorHint(refused(ResultCode.conflict, reason)), String(reason)).toBe('message.common.hint.conflict');
    }
  });

  it('adds nothing to a business rule refusal, whose message already says what is wrong', () => {
    // "Someone else handled or changed this record" under a withdrawal limit sent operators looking for a change nobody made.
    for (const reason of ['memberConfig.withdrawDailyLimit', 'memberConfig.withdrawBlocked', 'marketing.wheelClosed']) {
      expect(serverErrorHint(refused(ResultCode.conflict, reason)), reason).toBeNull();
    }
  });

  it('keeps the permission and input hints', () => {
    expect(serverErrorHint(refused(ResultCode.forbidden, 'access.permissionRequired'))).toBe('message.common.hint.forbidden');
    expect(serverErrorHint(refused(ResultCode.badRequest, 'request.invalid'))).toBe('message.common.hint.badRequest');
    expect(serverErrorHint(refused(ResultCode.notFound))).toBeNull();
  });
});
