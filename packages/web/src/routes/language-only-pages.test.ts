import { describe, expect, it } from 'vitest';
import { languageOnlyPageFromHash, ROUTES } from './route-table.js';

describe('language-only pages (spec 1 §2.7)', () => {
  it('[S1-B-051] are the sign-in flow, single sign-out, help, the redirect page and the e-mail feedback page', () => {
    // Ours beyond the spec's list: the public booking page (issue 22) and a marketing form's public page,
    // drawn for visitors who never sign in.
    const OURS = ['/book/:slug', '/webform/:slug'];
    const pages = ROUTES.filter((route) => route.languageOnly)
      .map((route) => route.path)
      .filter((path) => !OURS.includes(path));
    expect(pages.sort()).toEqual(
      [
        '/login',
        '/loginAbb',
        '/changePassword',
        '/thirdPartyLoginAuth',
        '/thirdLogged',
        '/thirdLogin',
        '/thirdAuthorization',
        '/errorPageAuth',
        '/singleLogoutLogged',
        '/singleLogoutLogin',
        '/singleLogoutErrorPage',
        '/singleLogout',
        '/singleLogoutAuthorization',
        '/help',
        '/jumpPage',
        '/mailEvaluation',
      ].sort(),
    );
    expect(ROUTES.filter((route) => OURS.includes(route.path) && route.languageOnly)).toHaveLength(
      OURS.length,
    );
    // Each stands outside the shell: none is drawn inside the signed-in frame.
    expect(ROUTES.filter((route) => route.languageOnly && route.area !== 'outside')).toEqual([]);
  });

  it.each([
    ['#/help', '/help'],
    ['#/mailEvaluation?taskId=42&score=5', '/mailEvaluation?taskId=42&score=5'],
    ['#singleLogout', '/singleLogout'],
    ['#/login?redirect=%2Fhome', '/login?redirect=%2Fhome'],
  ])('[S1-B-051] the address hash %s loads %s on a white page', (hash, path) => {
    expect(languageOnlyPageFromHash(hash)).toBe(path);
  });

  it.each([
    ['', 'no hash'],
    ['#', 'an empty hash'],
    ['#/reportObject/reportList', 'a signed-in page'],
    ['#details', 'an in-page anchor'],
    ['#/helpdesk', 'a longer name that starts like a listed page'],
    ['#/print-detail/1/001', 'a page outside the shell that needs a session'],
  ])('[S1-B-051] leaves the address alone for %s (%s)', (hash) => {
    expect(languageOnlyPageFromHash(hash)).toBeUndefined();
  });
});
