import { describe, expect, it } from 'vitest';
import { decideOpening, type OpeningInput } from './opening.js';

const page = { path: '/console-tab-detail/r1/DETAIL', title: 'Accounts', id: 'r1' };

describe('opening modes (spec 1 §2.7): place × mode', () => {
  it.each<[string, OpeningInput, boolean, ReturnType<typeof decideOpening>]>([
    [
      '[S1-B-048] menu1 self in a console app → a workspace tab',
      { ...page, place: 'menu1', mode: 'self' },
      true,
      { kind: 'consoleTab', level: 1, id: 'r1', title: 'Accounts', path: page.path },
    ],
    [
      '[S1-B-048] menu2 self in a console app → a child tab',
      { ...page, place: 'menu2', mode: 'self' },
      true,
      { kind: 'consoleTab', level: 2, id: 'r1', title: 'Accounts', path: page.path },
    ],
    [
      '[S1-B-048] menu1 outside a console app → navigate',
      { ...page, place: 'menu1' },
      false,
      { kind: 'navigate', path: page.path },
    ],
    [
      '[S1-B-048] menu2 outside a console app → navigate',
      { ...page, place: 'menu2' },
      false,
      { kind: 'navigate', path: page.path },
    ],
    [
      '[S1-B-048] tab self → navigate',
      { ...page, place: 'tab', mode: 'self' },
      true,
      { kind: 'navigate', path: page.path },
    ],
    [
      '[S1-B-048][S1-B-079] tab blank → a new browser tab with a close handle',
      { ...page, place: 'tab', mode: 'blank' },
      false,
      { kind: 'window', url: page.path, pageId: 'r1' },
    ],
    [
      '[S1-B-048] menu1 blank → a new browser tab',
      { ...page, place: 'menu1', mode: 'blank' },
      true,
      { kind: 'window', url: page.path, pageId: 'r1' },
    ],
    [
      '[S1-B-048] dialog blank → a new browser tab',
      { ...page, place: 'dialog', mode: 'blank' },
      true,
      { kind: 'window', url: page.path, pageId: 'r1' },
    ],
    [
      '[S1-B-049] dialog self → 80% wide, 10vh from the top, titled with the object name, z-index 2900',
      { ...page, place: 'dialog', mode: 'self' },
      false,
      {
        kind: 'dialog',
        id: 'r1',
        path: page.path,
        title: 'Accounts',
        width: '80%',
        top: '10vh',
        zIndex: 2900,
        custom: false,
      },
    ],
    [
      '[S1-B-050] custom dialog → 50% wide, z-index 3000, the "details" title when none is given',
      { ...page, title: '', place: 'dialog', custom: true },
      false,
      {
        kind: 'dialog',
        id: 'r1',
        path: page.path,
        title: undefined,
        width: '50%',
        top: '10vh',
        zIndex: 3000,
        custom: true,
      },
    ],
  ])('%s', (_name, input, consoleStyle, expected) => {
    expect(decideOpening(input, consoleStyle)).toEqual(expected);
  });

  it('the page id defaults to the path', () => {
    expect(decideOpening({ place: 'tab', mode: 'blank', path: '/x', title: 'X' }, false)).toEqual({
      kind: 'window',
      url: '/x',
      pageId: '/x',
    });
  });
});
