import { Button, CompassIcon, TrashIcon } from '@faena/ui';
import { useEffect, useRef, useState } from 'react';
import type { GpsValue } from '../services.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';

function isGpsValue(value: unknown): value is GpsValue {
  if (value === null || typeof value !== 'object') return false;
  const { latitude, longitude } = value as Partial<GpsValue>;
  return typeof latitude === 'number' && typeof longitude === 'number';
}

/** gps: the device's position on request, with the accuracy it reports. */
export function GpsWidget({ value, onChange, readOnly, disabled, locale, t, services }: WidgetProps<'gps'>) {
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed'>('idle');
  // A position arriving after unmount must not set state nor the value.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const geolocation =
    services.geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation);
  const position = isGpsValue(value) ? value : null;
  const coordinate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });

  const locate = () => {
    if (!geolocation) return;
    setStatus('locating');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setStatus('idle');
        onChange({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
      },
      () => {
        if (mounted.current) setStatus('failed');
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
    );
  };

  return (
    <div className={styles.stack}>
      {position ? (
        <p className={styles.coordinates}>
          {t('latitude')} {coordinate.format(position.latitude)}, {t('longitude')}{' '}
          {coordinate.format(position.longitude)}
          {typeof position.accuracy === 'number' ? (
            <>
              <br />
              {t('location_accuracy', { meters: Math.round(position.accuracy) })}
            </>
          ) : null}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className={styles.row}>
          <Button
            variant="secondary"
            startIcon={<CompassIcon />}
            loading={status === 'locating'}
            disabled={disabled || !geolocation}
            onClick={locate}
          >
            {status === 'locating' ? t('locating') : t('get_location')}
          </Button>
          {position ? (
            <Button
              variant="ghost"
              startIcon={<TrashIcon />}
              disabled={disabled}
              onClick={() => onChange(undefined)}
            >
              {t('clear')}
            </Button>
          ) : null}
        </div>
      )}
      {status === 'failed' || !geolocation ? (
        <p className={styles.failure} role="alert">
          {t('location_unavailable')}
        </p>
      ) : null}
    </div>
  );
}
