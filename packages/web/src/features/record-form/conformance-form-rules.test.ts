import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsoleStore } from '../../shell/console/console-store.js';
import { EMPTY_CONSOLE_TABS } from '../../shell/console/console-tabs-state.js';
import { registerShellNavigate } from '../../shell/shell-navigation.js';
import { resetGlobalState, updateGlobalState } from '../../state/index.js';
import { envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { DEMO_APPS } from '../../test-support/fake-startup.js';
import { goToSavedRecord } from './go-to-saved-record.js';
import { caseForm, type wireField } from './state/form-fixture.test-support.js';
import { buildFormModel } from './state/form-model.js';
import { changeField, createFormState, fieldView } from './state/form-state.js';

/** Spec 2 §4 "Control and dependent fields" and §2 "Routes used": rules of the form outside its drawing. */
describe('a dependent value no longer allowed (spec 2 §4)', () => {
  /** The case form with the reason field required or not. */
  const model = (required: boolean) => {
    const data = caseForm();
    const rows = data.dataList[0]!.data;
    rows[1] = {
      ...rows[1]!,
      left: { ...(rows[1]!.left as ReturnType<typeof wireField>), required, requiredCopy: required },
    };
    return buildFormModel(data, 'NEW');
  };

  it.each<[string, boolean, string, string]>([
    // control value, the reason before: its options now are Installation and Breakdown, no default
    ['two options left, none the default', true, 'Problem', 'Usage'],
    // one option left (Usage), but the field is not required: it is not chosen for the person
    ['one option left, the field not required', false, 'Question', 'Breakdown'],
  ])('[S2-B-072] %s: the value is cleared', (_why, required, control, before) => {
    const form = model(required);
    const state = createFormState(form, 'NEW');
    const chosen = { ...state, values: { ...state.values, reason: before } };
    const next = changeField(form, chosen, 'type', control);
    expect(next.values.reason).toBe('');
    expect(fieldView(form, next, 'reason').disabled).toBe(false);
  });
});

describe('after a save in the console navigation style (spec 2 §2 "Routes used")', () => {
  let server: FakeServer;
  let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;
  let unregister: () => void;

  beforeEach(() => {
    localStorage.setItem('vela.accessToken', 'tok-1');
    server = installFakeServer({ consoleSaveTab: envelopeRoute(() => ok(null)) });
    navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
    unregister = registerShellNavigate(navigate);
  });

  afterEach(() => {
    unregister();
    resetGlobalState();
    useConsoleStore.setState({ appId: undefined, status: 'idle', tabs: EMPTY_CONSOLE_TABS, pending: [] });
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('[S2-B-033] the saved record is added to the console tab list (and the list saved); outside the console it is not', async () => {
    const consoleApp = { ...DEMO_APPS[1]!, navigationStyle: 'console' as const };
    updateGlobalState({ applications: [DEMO_APPS[0]!, consoleApp], currentAppId: consoleApp.id });
    useConsoleStore.setState({
      appId: consoleApp.id,
      status: 'ready',
      tabs: EMPTY_CONSOLE_TABS,
      pending: [],
    });
    const routerNavigate = vi.fn();
    goToSavedRecord(
      routerNavigate,
      { id: '500A', name: 'Broken printer' },
      { consoleRoute: true, replace: false },
    );
    const tabs = useConsoleStore.getState().tabs;
    expect(tabs.tabs.map((tab) => [tab.id, tab.title])).toEqual([['500A', 'Broken printer']]);
    expect(tabs.activeId).toBe('500A');
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/console-detail/500A/'), undefined);
    await vi.waitFor(() => expect(server.callsTo('consoleSaveTab')).toHaveLength(1));

    // The horizontal navigation style: the detail page, no console tab.
    updateGlobalState({ currentAppId: DEMO_APPS[0]!.id });
    goToSavedRecord(routerNavigate, { id: '001B', name: 'Acme' }, { consoleRoute: false, replace: false });
    expect(routerNavigate).toHaveBeenCalledWith('/commonObjects/detail/001B/DETAIL', { replace: false });
    expect(useConsoleStore.getState().tabs.tabs.map((tab) => tab.id)).toEqual(['500A']);
  });
});
