import { useQuery } from '@tanstack/react-query';
import type { FormData } from '@vela/core';
import { isLookupType, type OperationType, SAVE_DEBOUNCE_MS } from '@vela/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValue, LookupChoice } from '../../field-widgets/index.js';
import type { CheckedList } from '../open-record-form.js';
import {
  type FormLoadRequest,
  loadFormData,
  loadRecordTypes,
  loadSpecialObjectData,
  lookupRelatedValues,
  RecordTypeUnavailableError,
} from '../record-form-api.js';
import { buildFormModel, type FormModel } from '../state/form-model.js';
import {
  applyLookupValues,
  blurField,
  changeField,
  createFormState,
  type FormState,
  withSpecialData,
} from '../state/form-state.js';
import {
  clearPendingData,
  type PendingFormData,
  readPendingData,
  writePendingData,
} from '../state/form-storage.js';

export interface RecordFormRequest {
  objectApi?: string | undefined;
  objId?: string | undefined;
  mode: OperationType;
  recordId?: string | undefined;
  recordTypeId?: string | undefined;
  layoutId?: string | undefined;
  /** Values to start with, keyed by field api name (spec 2 §2 "default data"). */
  defaultValues?: Readonly<Record<string, FieldValue>> | undefined;
  /** Order to invoice: the orders and their lines (spec 2 §2 "checked list"). */
  checkedList?: CheckedList | undefined;
  /** Where unsaved values are kept across a reload (spec 2 §9 pending page data). */
  pageId: string;
  /**
   * Spec 2 §2 form inputs (S2-D-002): the record the new one is made from (a related list's New) and the
   * field of this object that points at it (api name or field id); the field starts with that record.
   */
  relativeRecordId?: string | undefined;
  relativeRecordName?: string | undefined;
  relationFieldId?: string | undefined;
  /** The parent record: a project task's parent task (`their_task`, a sub-task), else a `parentid` field. */
  parentId?: string | undefined;
  /** The visitor (a web chat's visitor) the record is for; sent with the load as `vistorId`. */
  visitorId?: string | undefined;
  /** Cases: the caller's phone number or e-mail address (a phone context); sent with the load. */
  phoneOrEmail?: string | undefined;
  /** A case saved from a console or phone context opens the control panel at this view and place (S2-B-060). */
  viewId?: string | undefined;
  caseOrder?: number | undefined;
}

/** The values the opening inputs give the fields the layout has (S2-D-002). */
export function openingInputValues(
  model: FormModel,
  request: Pick<RecordFormRequest, 'relativeRecordId' | 'relationFieldId' | 'parentId'>,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  if (request.relativeRecordId && request.relationFieldId) {
    const wanted = request.relationFieldId;
    const field = [...model.fields.values()].find(
      (candidate) => candidate.api === wanted || candidate.definition.id === wanted,
    );
    if (field) values[field.api] = request.relativeRecordId;
  }
  if (request.parentId) {
    const parentField = ['their_task', 'parentid'].find((api) => model.fields.has(api));
    if (parentField) values[parentField] = request.parentId;
  }
  return values;
}

interface Loaded {
  data: FormData;
  model: FormModel;
  state: FormState;
}

/**
 * The record form's behaviour: loads the layout (again when the record type
 * changes), holds the state, applies the rules on every change, keeps
 * unsaved values for a reload.
 */
export function useRecordForm(request: RecordFormRequest) {
  const [recordTypeId, setRecordTypeId] = useState(request.recordTypeId);
  const [loaded, setLoaded] = useState<Loaded>();
  const [pending, setPending] = useState<(PendingFormData & { savedAt: number }) | undefined>(() =>
    readPendingData(request.pageId),
  );
  const dirty = useRef(false);
  const carried = useRef<Record<string, FieldValue>>({});
  const defaults = useRef(request.defaultValues);
  const inputs = useRef(request);

  const load: FormLoadRequest = {
    objectApi: request.objectApi,
    objId: request.objId,
    mode: request.mode,
    recordId: request.recordId,
    recordTypeId,
    layoutId: recordTypeId === request.recordTypeId ? request.layoutId : undefined,
    phoneOrEmail: request.phoneOrEmail,
    visitorId: request.visitorId,
  };
  const query = useQuery({
    queryKey: ['recordForm', load],
    queryFn: async () => {
      // S2-E-005: a record type the opener chose must be one the object offers.
      if (recordTypeId && recordTypeId === request.recordTypeId) {
        const offered = await loadRecordTypes(load);
        if (!offered.some((entry) => entry.id === recordTypeId))
          throw new RecordTypeUnavailableError(recordTypeId);
      }
      return loadFormData(load);
    },
    retry: false,
    // A reload after a stale save must rebuild the form even when nothing it shows has changed.
    structuralSharing: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    const data = query.data;
    if (!data) return;
    const model = buildFormModel(data, request.mode);
    // A record-type change keeps what was typed into fields the new layout has too (S2-B-038).
    const opening = inputs.current;
    const fromInputs = request.mode === 'NEW' ? openingInputValues(model, opening) : {};
    const restored: Record<string, FieldValue> = { ...fromInputs, ...defaults.current };
    for (const [api, value] of Object.entries(carried.current))
      if (model.fields.has(api)) restored[api] = value;
    const state = createFormState(model, request.mode, restored);
    const related = opening.relativeRecordId;
    if (related && opening.relativeRecordName && Object.values(fromInputs).includes(related))
      state.lookupNames = { ...state.lookupNames, [related]: opening.relativeRecordName };
    setLoaded({ data, model, state });
  }, [query.data, request.mode]);

  const update = useCallback((next: (current: Loaded) => FormState) => {
    setLoaded((current) => (current ? { ...current, state: next(current) } : current));
  }, []);

  // The special objects' lists (work-rule attributes, qualification fields, company currency) follow the layout.
  const loadedModel = loaded?.model;
  useEffect(() => {
    if (!loadedModel) return;
    let live = true;
    void loadSpecialObjectData(loadedModel)
      .then((data) => {
        if (live && data) update((current) => withSpecialData(current.model, current.state, data));
      })
      .catch(() => {
        // The request client has shown the failure; the fields stay as the layout made them.
      });
    return () => {
      live = false;
    };
  }, [loadedModel, update]);

  const onChange = useCallback(
    (api: string, value: FieldValue, choices?: readonly LookupChoice[]) => {
      dirty.current = true;
      const names = Object.fromEntries((choices ?? []).map((choice) => [choice.id, choice.name]));
      update(({ model, state }) => changeField(model, state, api, value, names));
      const model = loaded?.model;
      const field = model?.fields.get(api);
      const chosen = typeof value === 'string' ? value : '';
      if (!model || !field || !isLookupType(field.type) || !chosen) return;
      const expressions = model.lookupExpressions.filter((expression) => expression.lookupFieldApi === api);
      if (expressions.length === 0) return;
      void lookupRelatedValues(
        model.objId,
        expressions.map((expression) => ({
          fieldrelateid: expression.fieldrelateid,
          id: chosen,
          expression: expression.expression,
          iscover: expression.iscover,
        })),
      )
        .then((answers) => {
          const source: Record<string, string | { id: string; name: string }> = {};
          for (const answer of answers) {
            const expression = expressions.find((e) => e.fieldrelateid === answer.fieldrelateid);
            if (!expression) continue;
            source[expression.expression] = answer.lkid
              ? { id: answer.lkid, name: answer.value }
              : answer.value;
          }
          update((current) => applyLookupValues(current.model, current.state, api, source));
        })
        .catch(() => {
          // Copying is a convenience: the chosen lookup stays, the targets keep their values.
        });
    },
    [loaded?.model, update],
  );

  const onBlur = useCallback((api: string) => update(({ state }) => blurField(state, api)), [update]);

  const changeRecordType = useCallback(
    (id: string) => {
      carried.current = dirty.current && loaded ? { ...loaded.state.values } : {};
      setLoaded(undefined);
      setRecordTypeId(id);
    },
    [loaded],
  );

  // Unsaved values survive a reload of the page (spec 2 §9: 24 hours under the page id).
  useEffect(() => {
    if (!loaded || !dirty.current) return;
    const timer = setTimeout(() => {
      writePendingData(request.pageId, {
        objectApi: loaded.model.objectApi,
        recordTypeId: loaded.model.recordTypeId,
        values: loaded.state.values,
        lookupNames: loaded.state.lookupNames,
      });
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [loaded, request.pageId]);

  const restorePending = useCallback(() => {
    if (!pending) return;
    dirty.current = true;
    update(({ model, state: current }) => {
      const state = withSpecialData(
        model,
        createFormState(model, request.mode, pending.values),
        current.special,
      );
      return { ...state, lookupNames: { ...state.lookupNames, ...pending.lookupNames } };
    });
    setPending(undefined);
  }, [pending, request.mode, update]);

  const discardPending = useCallback(() => {
    clearPendingData(request.pageId);
    setPending(undefined);
  }, [request.pageId]);

  const forgetPending = useCallback(() => {
    dirty.current = false;
    clearPendingData(request.pageId);
  }, [request.pageId]);

  const replaceState = useCallback((next: FormState) => update(() => next), [update]);

  // A stale save's "Reload": the record as it is now, the person's changes dropped (issue 16 item 3).
  const refetch = query.refetch;
  const reload = useCallback(() => {
    dirty.current = false;
    carried.current = {};
    clearPendingData(request.pageId);
    setLoaded(undefined);
    void refetch();
  }, [refetch, request.pageId]);

  return useMemo(
    () => ({
      loading: query.isPending || (query.isSuccess && !loaded),
      error: query.error,
      data: loaded?.data,
      model: loaded?.model,
      state: loaded?.state,
      recordTypeId: loaded?.model.recordTypeId ?? recordTypeId,
      onChange,
      onBlur,
      changeRecordType,
      replaceState,
      pending,
      restorePending,
      discardPending,
      forgetPending,
      reload,
    }),
    [
      query.isPending,
      query.isSuccess,
      query.error,
      loaded,
      recordTypeId,
      onChange,
      onBlur,
      changeRecordType,
      replaceState,
      pending,
      restorePending,
      discardPending,
      forgetPending,
      reload,
    ],
  );
}

export type RecordFormController = ReturnType<typeof useRecordForm>;
