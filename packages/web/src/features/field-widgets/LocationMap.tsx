import L from 'leaflet';
// Leaflet's own stylesheet, bundled from the package (never fetched from elsewhere).
import 'leaflet/dist/leaflet.css';
import { Button } from 'antd';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coordinates } from './LocationDialog.js';

interface Props {
  /** `{z}/{x}/{y}` tile template from the global configuration. */
  tileUrl: string;
  attribution: string;
  pinned: Coordinates | undefined;
  readOnly: boolean;
  onPick: (point: Coordinates) => void;
}

const WORLD_ZOOM = 2;
const PIN_ZOOM = 15;

/**
 * The Leaflet map of the location dialog (S2-B-023). Keyboard: the map takes the focus (Tab), the arrow
 * keys move it, + and − zoom (Leaflet's own keys), and "Pin at the map's centre" places the pin there;
 * the pin itself takes the focus too. A click on the map places the pin; dragging the pin moves it.
 * The pin is an HTML marker (a styled div), so no marker image is needed.
 */
export default function LocationMap(props: Props): ReactElement {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | undefined>(undefined);
  const markerRef = useRef<L.Marker | undefined>(undefined);
  const pick = useRef(props.onPick);
  pick.current = props.onPick;
  const firstPin = useRef(props.pinned);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = firstPin.current;
    const map = L.map(element, {
      center: start ? [start.latitude, start.longitude] : [20, 0],
      zoom: start ? PIN_ZOOM : WORLD_ZOOM,
      keyboard: true,
      worldCopyJump: true,
    });
    L.tileLayer(props.tileUrl, { attribution: props.attribution, maxZoom: 19 }).addTo(map);
    if (!props.readOnly) {
      map.on('click', (event: L.LeafletMouseEvent) =>
        pick.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
      );
    }
    mapRef.current = map;
    // The dialog opens with an animation: the map measures itself again once it has its size.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = undefined;
      markerRef.current = undefined;
    };
  }, [props.tileUrl, props.attribution, props.readOnly]);

  const latitude = props.pinned?.latitude;
  const longitude = props.pinned?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = undefined;
      return;
    }
    const where = L.latLng(latitude, longitude);
    if (markerRef.current) markerRef.current.setLatLng(where);
    else {
      const marker = L.marker(where, {
        icon: L.divIcon({ className: 'vela-location__pin', iconSize: [18, 18], iconAnchor: [9, 18] }),
        draggable: !props.readOnly,
        keyboard: true,
        title: t('fieldWidget.map.pin'),
        alt: t('fieldWidget.map.pin'),
      });
      marker.on('dragend', () => {
        const moved = marker.getLatLng();
        pick.current({ latitude: moved.lat, longitude: moved.lng });
      });
      marker.addTo(map);
      markerRef.current = marker;
    }
    if (!map.getBounds().contains(where)) map.panTo(where);
  }, [latitude, longitude, props.readOnly, t]);

  return (
    <div className="vela-location__map-frame">
      <div
        ref={container}
        className="vela-location__map"
        role="application"
        aria-label={t('fieldWidget.map.mapLabel')}
        data-testid="location-map"
      />
      {props.readOnly ? null : (
        <Button
          onClick={() => {
            const centre = mapRef.current?.getCenter();
            if (centre) pick.current({ latitude: centre.lat, longitude: centre.lng });
          }}
        >
          {t('fieldWidget.map.pinCentre')}
        </Button>
      )}
    </div>
  );
}
