/** POST /auth/language (I18N2) on SQLite (user-language.test.ts) and PostgreSQL (user-language.pg.test.ts). */
import { LANGUAGE_SAVED } from '@tavola/shared';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { PASSWORD, useAppHarness } from '../test-support/app-harness.ts';

export function userLanguageSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  it('[I18N2] keeps the language with the user: a new sign-in and /auth/me carry it', async () => {
    const h = await start();
    const { c, username, user } = await signedIn(h);
    expect((await c.get('/api/v1/auth/me')).json().user.language).toBeNull();
    const res = await c.post('/api/v1/auth/language', { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: LANGUAGE_SAVED, user: { id: user.id, language: 'hi' } });
    expect((await c.get('/api/v1/auth/me')).json().user.language).toBe('hi');
    const other = h.client();
    const again = await other.post('/api/v1/auth/signin', { username, password: PASSWORD });
    expect(again.json().user.language).toBe('hi');
  });

  it('[I18N2] refuses a language the app does not speak with a clear 400, and strangers with 401', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    const bad = await c.post('/api/v1/auth/language', { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a supported language!');
    expect((await h.client().post('/api/v1/auth/language', { language: 'hi' })).statusCode).toBe(401);
  });
}
