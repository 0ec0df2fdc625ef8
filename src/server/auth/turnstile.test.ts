// The login with BOT_CHECK=turnstile against a fake siteverify: the token is checked through the one HTTP
// client, and a Turnstile that does not answer in time ends the login with a pt-BR refusal (issue 42).
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../messages';
import { ADMIN_PASSWORD, useTestAppWithFake } from '../test/harness';

/** What siteverify received, one form per call. */
const asked: Record<string, string>[] = [];

const t = useTestAppWithFake(
  (fake) => {
    fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    fake.post('/siteverify', async (request) => {
      const form = request.body as Record<string, string>;
      asked.push(form);
      // 'calado': a Turnstile that never answers.
      if (form.response === 'calado') await new Promise(() => undefined);
      return { success: form.response === 'humano' };
    });
  },
  (address) => ({ BOT_CHECK: 'turnstile', TURNSTILE_SITE_KEY: 'site-1', TURNSTILE_SECRET: 'segredo-1', TURNSTILE_VERIFY_URL: `${address}/siteverify` }),
);

const login = (botcheck: string) => t.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD, botcheck } });

describe('the Turnstile bot check', () => {
  it('lets in the token siteverify accepts and refuses the one it does not', async () => {
    expect((await login('humano')).status).toBe(200);
    expect(asked.at(-1)).toEqual({ secret: 'segredo-1', response: 'humano', remoteip: '127.0.0.1' });
    expect(await login('robo')).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginBotCheckFailed } });
  });

  it('refuses the login in pt-BR when Turnstile does not answer in time', async () => {
    expect(await login('calado')).toMatchObject({ status: 502, data: { message: SERVER_MSG.botCheckUnreachable } });
    expect(asked.at(-1)?.response).toBe('calado');
  });
});
