import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { loggedRequest, redactedUrl } from './log-redaction';

describe('request addresses in the log', () => {
  it("replaces the values of the sign-in's credentials, keeping the rest of the address", () => {
    expect(redactedUrl('/login?oidcCode=Zq3-secret&redirect=%2Fmember%2Flist')).toBe('/login?oidcCode=redacted&redirect=%2Fmember%2Flist');
    expect(redactedUrl('/admin/api/v2/sitebkd/auth/oidc/idp/callback?code=abc&state=def&iss=http%3A%2F%2Fidp.test')).toBe(
      '/admin/api/v2/sitebkd/auth/oidc/idp/callback?code=redacted&state=redacted&iss=http%3A%2F%2Fidp.test',
    );
    expect(redactedUrl('/scan-confirm?ticket=T0p-s3cret')).toBe('/scan-confirm?ticket=redacted');
    // Repeated, every value goes.
    expect(redactedUrl('/x?code=a&code=b')).toBe('/x?code=redacted');
  });

  it('leaves an address without credentials exactly as it came', () => {
    for (const url of ['/admin/api/v2/sitebkd/cwManage/chargeLogList', '/member/list?memberId=4&status=PENDING', '/odd?a=%ZZ&b']) {
      expect(redactedUrl(url)).toBe(url);
    }
  });

  it("is what the server's logger writes for a request", () => {
    const request = { method: 'GET', url: '/login?oidcCode=Zq3-secret', host: 'console.test', ip: '10.0.0.9', socket: { remotePort: 51234 } } as unknown as FastifyRequest;
    expect(loggedRequest(request)).toEqual({ method: 'GET', url: '/login?oidcCode=redacted', host: 'console.test', remoteAddress: '10.0.0.9', remotePort: 51234 });
    expect(JSON.stringify(loggedRequest(request))).not.toContain('Zq3-secret');
  });
});
