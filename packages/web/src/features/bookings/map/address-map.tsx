import { Text } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './address-map.module.css';
import { tileGrid } from './tile-grid';

// Street level: the house and the streets around it, enough to find the door.
const ZOOM = 16;

/**
 * spec 1 §2 Booking detail: "a map of the address (tap opens directions)". Fifteen tiles (5 × 3)
 * cover the 180-pixel-high map up to about 1 000 pixels wide, whatever the position in its tile.
 */
export function AddressMap(props: {
  tileUrl: string;
  attribution: string | null;
  latitude: number;
  longitude: number;
  address: string;
  directionsUrl: string;
}) {
  const { t } = useTranslation();
  const tiles = tileGrid({
    template: props.tileUrl,
    latitude: props.latitude,
    longitude: props.longitude,
    zoom: ZOOM,
    columns: 5,
    rows: 3,
  });
  return (
    <div>
      <a
        className={classes.map}
        href={props.directionsUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('diary.MAP_LINK', { address: props.address })}
      >
        <div className={classes.tiles}>
          {tiles.map((tile) => (
            <img
              key={`${tile.left},${tile.top}`}
              className={classes.tile}
              src={tile.url}
              alt=""
              loading="lazy"
              draggable={false}
              style={{ left: tile.left, top: tile.top }}
            />
          ))}
        </div>
        <IconMapPinFilled className={classes.pin} size={36} aria-hidden />
      </a>
      {props.attribution !== null && (
        <Text fz="xs" c="dimmed" mt={4}>
          {props.attribution}
        </Text>
      )}
    </div>
  );
}
