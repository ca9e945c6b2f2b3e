import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';
import { AddressMap } from '../map/address-map';

type Address = {
  street: string;
  houseNumber: string | null;
  postalCode: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
};

export function formatAddress(address: Address): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return `${street}, ${address.postalCode} ${address.city}`.trim();
}

/**
 * spec 1 §2 Booking detail: the address and a link that opens directions. The directions open in
 * Google Maps only when the caregiver clicks: the app itself fetches nothing from outside, except
 * map tiles from the tile server an operator configured (MAP_TILE_URL) for a located address.
 */
export function directionsUrl(address: Address): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`;
}

export function BookingAddress({ address }: { address: Address }) {
  const config = useAppConfig();
  const { latitude, longitude } = address;
  const located = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <Stack gap="xs">
      {config.mapTileUrl !== null && located && (
        <AddressMap
          tileUrl={config.mapTileUrl}
          attribution={config.mapTileAttribution}
          latitude={latitude}
          longitude={longitude}
          address={formatAddress(address)}
          directionsUrl={directionsUrl(address)}
        />
      )}
      <AddressLine address={address} />
    </Stack>
  );
}

function AddressLine({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <IconMapPin size={20} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <div>
        <Text>{formatAddress(address)}</Text>
        {/* issue 16 §11: a 44 px tall tap target. */}
        <Anchor
          href={directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            {t('diary.DIRECTIONS')}
            <IconExternalLink size={16} aria-hidden />
          </Group>
          <VisuallyHidden> {t('diary.DIRECTIONS_NEW_TAB')}</VisuallyHidden>
        </Anchor>
      </div>
    </Group>
  );
}
