import { normaliseOperationType, type OperationType } from '@vela/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormExtensionsGate } from './extensions/FormExtensionsGate.js';
import { loadFormExtensions } from './extensions/form-extensions.js';
import { goToSavedRecord } from './go-to-saved-record.js';
import { useRecordFormScreen } from './hooks/useRecordFormScreen.js';

// The extensions' code is fetched with the page's (the shell warms this chunk while the browser is idle).
void loadFormExtensions().catch(() => undefined);

/**
 * The form as a page (spec 2 §2 "Form routes"): home/create, the console
 * menu1/menu2 create and edit pages and the console tab pages. The mode comes
 * from the route (create or edit) or `?operation=COPY`; the record from `:id`
 * or `?id=` (DECISIONS 9); a record type from `?recordtype=`.
 */
export default function RecordFormPage() {
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const [generation, setGeneration] = useState(0);
  const isEdit = /-edit\//.test(location.pathname);
  const asked = normaliseOperationType(search.get('operation') ?? '');
  const mode: OperationType = generation > 0 ? 'NEW' : isEdit ? 'EDIT' : asked === 'COPY' ? 'COPY' : 'NEW';
  const recordId = generation > 0 ? undefined : (params.id ?? search.get('id') ?? undefined);
  const request = {
    objectApi: params.objectApi,
    objId: params.objId,
    mode,
    recordId,
    recordTypeId: generation > 0 ? undefined : (search.get('recordtype') ?? undefined),
    pageId: `${location.pathname}${location.search}`,
    // The opening inputs of spec 2 §2 (S2-D-002), from the address: a related list's New, a parent task,
    // a chat visitor, a caller's phone or e-mail (a phone context), the case view to return to.
    ...openingInputsOf(search, generation === 0),
  };
  // The record type a person picks is written into the address (below): that alone must not start the form anew.
  const identity = new URLSearchParams(location.search);
  identity.delete('recordtype');
  return (
    <FormExtensionsGate>
      <PageForm
        key={`${location.pathname}?${identity}:${generation}`}
        request={request}
        consoleStyle={location.pathname.startsWith('/console-')}
        subTaskRoute={location.pathname.endsWith('p03')}
        onSaveAndNew={() => setGeneration((n) => n + 1)}
      />
    </FormExtensionsGate>
  );
}

function PageForm(props: {
  request: Parameters<typeof useRecordFormScreen>[0];
  consoleStyle: boolean;
  subTaskRoute: boolean;
  onSaveAndNew: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the person came from inside the app; home when the form was the first page opened.
  const leave = () => {
    // React Router numbers this tab's entries; the record type written into the address replaces the entry,
    // so the entry's number (not its key) tells whether there is a page of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  const screen = useRecordFormScreen(props.request, {
    onClose: leave,
    onSaved: (id, name, objectApi) =>
      goToSavedRecord(
        navigate,
        { id, name },
        {
          consoleRoute: props.consoleStyle,
          replace: true,
          objectApi,
          phoneContext: Boolean(props.request.phoneOrEmail),
          viewId: props.request.viewId,
          caseOrder: props.request.caseOrder,
        },
      ),
    onSaveAndNew: props.onSaveAndNew,
    inConsole: props.consoleStyle,
    subTaskRoute: props.subTaskRoute,
    onRecordTypePicked: (id) => {
      const search = new URLSearchParams(location.search);
      search.set('recordtype', id);
      navigate(
        { pathname: location.pathname, search: `?${search}` },
        { replace: true, state: location.state },
      );
    },
  });
  return (
    <main className="vela-record-form-page" aria-labelledby="vela-record-form-title">
      <header className="vela-record-form-page__header">
        <h1 id="vela-record-form-title">{screen.title}</h1>
      </header>
      {screen.body}
      <footer className="vela-record-form-page__footer">{screen.footer}</footer>
    </main>
  );
}

/** The opening inputs an address carries (`?relativeRecordId=…&relationFieldId=…&phoneOrEmail=…`). */
function openingInputsOf(search: URLSearchParams, first: boolean) {
  const text = (name: string) => (first ? search.get(name) || undefined : undefined);
  const order = Number(search.get('caseOrder') ?? '');
  return {
    relativeRecordId: text('relativeRecordId'),
    relativeRecordName: text('relativeRecordName'),
    relationFieldId: text('relationFieldId'),
    parentId: text('parentId'),
    visitorId: text('vistorId') ?? text('visitorId'),
    phoneOrEmail: text('phoneOrEmail'),
    viewId: search.get('viewId') || undefined,
    caseOrder: Number.isInteger(order) && order > 0 ? order : undefined,
  };
}
