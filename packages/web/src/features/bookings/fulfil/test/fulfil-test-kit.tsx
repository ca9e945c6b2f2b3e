import type { PaymentMethod } from '@careport/domain';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import type { RecordedCall } from '../../../../test/fake-server';
import { json, signIn, testClient, tokenReply } from '../../../../test/fake-server';
import { renderRoutes } from '../../../../test/render';
import { PhotoEncoderContext } from '../components/paper/encode-photo';
import type { SignaturePadFactory } from '../components/signature/signature-pad-port';
import { SignaturePadFactoryContext } from '../components/signature/signature-pad-port';
import { feedbackSettingsStore } from '../feedback-settings/feedback-settings-store';
import { fulfilRoutes } from '../routes';

export const BOOKING_ID = '0b7a2f4e-8a54-4a57-9d49-5f3f2c1b9a01';
export const CONTRACT_ID = 'c5e0d1a2-7f3b-4c8e-9a6d-2b1f0e9d8c7a';

const HOUR = 60 * 60 * 1000;
/** Yesterday (well, 26 hours ago) for two hours: ended, so it can be documented. */
const YESTERDAY_START = new Date(Date.now() - 26 * HOUR).toISOString();
const YESTERDAY_END = new Date(Date.now() - 24 * HOUR).toISOString();

/** A past, undocumented booking as GET /caregiver-app/booking/{id} answers it (spec 1 §7). */
export function bookingDto(overrides: Record<string, unknown> = {}) {
  return {
    booking_id: BOOKING_ID,
    contract_id: CONTRACT_ID,
    start_date: YESTERDAY_START,
    end_date: YESTERDAY_END,
    status: 'CREATED',
    is_first_booking: false,
    first_booking_status: null,
    first_booking_confirmation_status: null,
    pricing: null,
    services: [],
    other_service_description: null,
    payment_method: 'direct_reimbursement' satisfies PaymentMethod,
    survey_status: null as string | null,
    paper_booking_proof: false,
    cg_confirmation_proof: false,
    cu_confirmation_proof: false,
    cu_declaration_proof: false,
    care_receiver: {
      name: { first_name: 'Helga', last_name: 'Brandt' },
      address: {
        street: 'Kastanienallee',
        house_number: '12',
        postal_code: '10435',
        city: 'Berlin',
        latitude: null,
        longitude: null,
      },
    },
    contract_is_active: true,
    cancelation_scheduled_for: null,
    ...overrides,
  };
}

export const MAIN_SERVICES_REPLY = {
  status: 200,
  data: [
    {
      id: '3f309c6c-1fee-44d9-8344-d7d7deda6d0b',
      service_id: 'everyday_assistance',
      label: { de: 'Alltagsbegleitung', en: 'Everyday assistance' },
      sub_services: [],
    },
    {
      id: '96bfe5ea-02bf-4d02-9c19-ad4b84a8a509',
      service_id: 'household_help',
      label: { de: 'Haushaltshilfe', en: 'Household help' },
      sub_services: [],
    },
  ],
};

type Answer = Response | Promise<Response> | undefined;

/**
 * A fake server for documenting: the caregiver (employee or not), the booking, the services, and
 * answers for everything else from `handle` (fulfil, uploads, GraphQL), by default success.
 */
export function fulfilServer(options: {
  isEmployee: boolean;
  booking?: Record<string, unknown>;
  handle?: (call: RecordedCall) => Answer;
}) {
  let booking: Record<string, unknown> = bookingDto(options.booking);
  return (call: RecordedCall): Response | Promise<Response> => {
    const custom = options.handle?.(call);
    if (custom !== undefined) return custom;
    const path = new URL(call.url, 'http://app.test').pathname;
    if (path === '/auth/token') return tokenReply('client-token');
    if (path === '/caregiver-app/me') {
      return json(200, {
        status: 200,
        data: {
          caregiver_id: 'caregiver-1',
          name: { first_name: 'Jonas', last_name: 'Weber' },
          email: 'jonas@careport.example',
          is_careportEmployee: options.isEmployee,
        },
      });
    }
    if (path === `/caregiver-app/booking/${BOOKING_ID}`)
      return json(200, { status: 200, data: booking });
    if (path === '/definition/service-request/booking-services')
      return json(200, MAIN_SERVICES_REPLY);
    if (path.startsWith('/caregiver-app/booking/fulfill/')) {
      booking = { ...booking, status: 'FULFILLED', survey_status: 'false' };
      return json(200, { status: 200, data: booking });
    }
    if (path.startsWith('/caregiver-app/booking/upload-image')) {
      return json(200, { status: 200, data: { booking_id: BOOKING_ID } });
    }
    if (path === '/graphql') return json(200, { data: { bookingFeedback: { status: 'OK' } } });
    return json(404, { status: 404, errorCode: 'NOT_FOUND' });
  };
}

/**
 * jsdom has no canvas: this pad draws one stroke per pointerdown on its canvas, so a test "signs"
 * with `fireEvent.pointerDown(canvas)`.
 */
export const fakeSignaturePad: SignaturePadFactory = (canvas, onChange) => {
  let strokes = 0;
  const onPointerDown = () => {
    strokes += 1;
    onChange();
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  return {
    isEmpty: () => strokes === 0,
    undo: () => {
      strokes = Math.max(0, strokes - 1);
      onChange();
    },
    clear: () => {
      strokes = 0;
      onChange();
    },
    toPngDataUrl: () => `data:image/png;base64,U0lHTkVE${strokes}`,
    getStrokes: () => [],
    setStrokes: () => {},
    resize: () => {},
    destroy: () => canvas.removeEventListener('pointerdown', onPointerDown),
  };
};

export const FAKE_PHOTO = 'data:image/jpeg;base64,UEFQRVI=';

function Devices({ children }: { children: ReactNode }) {
  return (
    <SignaturePadFactoryContext value={fakeSignaturePad}>
      <PhotoEncoderContext value={() => Promise.resolve(FAKE_PHOTO)}>
        {children}
      </PhotoEncoderContext>
    </SignaturePadFactoryContext>
  );
}

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    element: (
      <Devices>
        <Outlet />
      </Devices>
    ),
    children: [
      { path: '/bookings', element: <h1>Kalender</h1> },
      {
        path: '/bookings/:bookingId',
        children: [
          { index: true, element: <h1>Termindetails</h1> },
          { path: 'decline', element: <h1>Termin bearbeiten</h1> },
          ...fulfilRoutes,
        ],
      },
    ],
  },
];

/** Signs in and opens `path` against the fake server. */
export async function openFulfil(
  server: (call: RecordedCall) => Response | Promise<Response>,
  path = `/bookings/${BOOKING_ID}/fulfill`,
) {
  // Notifications and the feedback settings are the app's own stores: a test starts afresh.
  notifications.clean();
  feedbackSettingsStore.reload();
  await signIn();
  const client = await testClient(server);
  const view = renderRoutes(routes, { client: client.client, initialEntries: [path] });
  return { ...client, ...view, user: userEvent.setup({ delay: null }) };
}

/** The JSON body of the calls to a path starting with `prefix`. */
export function bodiesOf(calls: RecordedCall[], prefix: string): unknown[] {
  return calls
    .filter((call) => new URL(call.url, 'http://app.test').pathname.startsWith(prefix))
    .map((call) => JSON.parse(call.body ?? 'null') as unknown);
}
