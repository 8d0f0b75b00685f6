import { EnvironmentOutlined } from '@ant-design/icons';
import { DIALOG_Z_INDEX } from '@vela/core';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { lazy, type ReactElement, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSettings } from '../../api/index.js';
import type { FieldValue } from './widget-contract.js';

// Leaflet and its stylesheet load with the first map shown, not with the form.
const LocationMap = lazy(() => import('./LocationMap.js'));

/** A point: latitude −90…90, longitude −180…180, 7 decimals as the address group stores them. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const DECIMALS = 1e7;
export const roundCoordinate = (value: number): number => Math.round(value * DECIMALS) / DECIMALS;

/** The stored sub-field value as a number, or null when empty or not a number. */
export function coordinateOf(value: FieldValue): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** What a typed latitude or longitude means: a number in range, empty, or a problem to name. */
export function parseCoordinate(
  text: string,
  limit: 90 | 180,
): { value: number | null; problem?: 'notNumber' | 'outOfRange' } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { value: null };
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return { value: null, problem: 'notNumber' };
  if (Math.abs(number) > limit) return { value: null, problem: 'outOfRange' };
  return { value: roundCoordinate(number) };
}

/** The map is offered when a tile address is configured and the browser is online. */
function useMapOffered(): { tileUrl: string; attribution: string } | undefined {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  const { mapTileUrl, mapAttribution } = apiSettings();
  return mapTileUrl && online ? { tileUrl: mapTileUrl, attribution: mapAttribution } : undefined;
}

interface DialogProps {
  /** The address group's label (the dialog's title says whose location it is). */
  label: string;
  latitude: FieldValue;
  longitude: FieldValue;
  readOnly: boolean;
  onSubmit: (latitude: number | null, longitude: number | null) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2 (S2-B-023): the map dialog of a location field. With a tile address in the global
 * configuration and a connection, a Leaflet map: click it (or move it with the arrow keys and press
 * "Pin at the map's centre") to place the pin, drag the pin to move it. Without either, the plain
 * latitude/longitude form alone. Either way the two boxes show the coordinates and take them typed.
 */
export function LocationDialog(props: DialogProps): ReactElement {
  const { t } = useTranslation();
  const map = useMapOffered();
  const ids = useId();
  const start = (value: FieldValue) => {
    const number = coordinateOf(value);
    return number === null ? '' : String(number);
  };
  const [latitudeText, setLatitudeText] = useState(() => start(props.latitude));
  const [longitudeText, setLongitudeText] = useState(() => start(props.longitude));
  const latitude = parseCoordinate(latitudeText, 90);
  const longitude = parseCoordinate(longitudeText, 180);
  // Both or neither: a point needs the two.
  const half =
    (latitude.value === null) !== (longitude.value === null) && !latitude.problem && !longitude.problem;
  const valid = !latitude.problem && !longitude.problem && !half;
  const pinned =
    latitude.value !== null && longitude.value !== null
      ? { latitude: latitude.value, longitude: longitude.value }
      : undefined;

  const pick = (point: Coordinates) => {
    if (props.readOnly) return;
    setLatitudeText(String(roundCoordinate(point.latitude)));
    setLongitudeText(String(roundCoordinate(point.longitude)));
  };
  const problemText = (problem: 'notNumber' | 'outOfRange' | undefined, limit: number) =>
    problem === 'notNumber'
      ? t('fieldWidget.map.notNumber')
      : problem === 'outOfRange'
        ? t('fieldWidget.map.outOfRange', { limit })
        : undefined;
  const latitudeProblem = problemText(latitude.problem, 90);
  const longitudeProblem = problemText(longitude.problem, 180);

  return (
    <Modal
      open
      zIndex={DIALOG_Z_INDEX + 10}
      width={map ? 720 : 480}
      title={t('fieldWidget.map.title', { label: props.label })}
      onCancel={props.onClose}
      footer={
        props.readOnly ? (
          <Button onClick={props.onClose}>{t('common.close')}</Button>
        ) : (
          <Space>
            <Button
              onClick={() => {
                setLatitudeText('');
                setLongitudeText('');
              }}
            >
              {t('fieldWidget.map.clear')}
            </Button>
            <Button onClick={props.onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              disabled={!valid}
              onClick={() => {
                props.onSubmit(latitude.value, longitude.value);
                props.onClose();
              }}
            >
              {t('common.ok')}
            </Button>
          </Space>
        )
      }
    >
      {map ? (
        <Suspense fallback={<div className="vela-location__map" aria-busy="true" />}>
          <LocationMap
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            pinned={pinned}
            readOnly={props.readOnly}
            onPick={pick}
          />
        </Suspense>
      ) : (
        <Typography.Paragraph type="secondary">{t('fieldWidget.map.noMap')}</Typography.Paragraph>
      )}
      <div className="vela-location__coordinates">
        <label htmlFor={`${ids}-lat`}>{t('fieldWidget.map.latitude')}</label>
        <Input
          id={`${ids}-lat`}
          inputMode="decimal"
          value={latitudeText}
          readOnly={props.readOnly}
          status={latitudeProblem ? 'error' : undefined}
          aria-invalid={Boolean(latitudeProblem)}
          aria-describedby={latitudeProblem ? `${ids}-lat-error` : undefined}
          onChange={(event) => setLatitudeText(event.target.value)}
        />
        {latitudeProblem ? (
          <span id={`${ids}-lat-error`} role="alert" className="vela-field-widget__error">
            {latitudeProblem}
          </span>
        ) : null}
        <label htmlFor={`${ids}-lng`}>{t('fieldWidget.map.longitude')}</label>
        <Input
          id={`${ids}-lng`}
          inputMode="decimal"
          value={longitudeText}
          readOnly={props.readOnly}
          status={longitudeProblem ? 'error' : undefined}
          aria-invalid={Boolean(longitudeProblem)}
          aria-describedby={longitudeProblem ? `${ids}-lng-error` : undefined}
          onChange={(event) => setLongitudeText(event.target.value)}
        />
        {longitudeProblem ? (
          <span id={`${ids}-lng-error`} role="alert" className="vela-field-widget__error">
            {longitudeProblem}
          </span>
        ) : null}
      </div>
      {half ? (
        <span role="alert" className="vela-field-widget__error">
          {t('fieldWidget.map.both')}
        </span>
      ) : null}
    </Modal>
  );
}

export interface LocationFieldProps {
  /** The address group's label. */
  label: string;
  latitude: FieldValue;
  longitude: FieldValue;
  readOnly: boolean;
  /** Both coordinates at once (null clears them). */
  onChange: (latitude: number | null, longitude: number | null) => void;
}

/**
 * The address group's location: its coordinates (or "no location") and the button that opens the map
 * dialog. The longitude and latitude sub-fields stay hidden in the form (S2-B-022); this is their editor.
 */
export function LocationField(props: LocationFieldProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const latitude = coordinateOf(props.latitude);
  const longitude = coordinateOf(props.longitude);
  const summary =
    latitude !== null && longitude !== null
      ? t('fieldWidget.map.at', { latitude, longitude })
      : t('fieldWidget.map.none');
  return (
    <div className="vela-location">
      <Button
        icon={<EnvironmentOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`${t('fieldWidget.map.open', { label: props.label })}: ${summary}`}
      >
        {t('fieldWidget.map.button')}
      </Button>
      <span className="vela-location__summary">{summary}</span>
      {open ? (
        <LocationDialog
          label={props.label}
          latitude={props.latitude}
          longitude={props.longitude}
          readOnly={props.readOnly}
          onSubmit={props.onChange}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
