import type { BookingInterval } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { confirmFirstBooking } from './confirm-first-booking';
import { createBooking } from './create-booking';
import { invalidateBookings } from './query-keys';
import { updateBooking } from './update-booking';

export type SaveAppointmentsInput =
  | { mode: 'create'; contractId: string; slots: BookingInterval[] }
  | {
      mode: 'update';
      bookingId: string;
      slots: [BookingInterval];
      /** An independent's first appointment: confirmed after the update (spec 1 §7). */
      confirmsFirstBooking: boolean;
    };

export type SlotFailure = { slot: BookingInterval; error: unknown };
export type SaveAppointmentsResult = { savedCount: number; failures: SlotFailure[] };

/**
 * spec 1 §5, §7: one create (or update) per slot — the recurring toggle makes 4 — one after the
 * other, so each failed slot can be named with its date and time (spec 1 §8). The diary and the
 * badges reload whatever the outcome, since some slots may have been saved.
 */
export function useSaveAppointments() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveAppointmentsInput): Promise<SaveAppointmentsResult> => {
      const failures: SlotFailure[] = [];
      let savedCount = 0;
      for (const slot of input.slots) {
        try {
          if (input.mode === 'create') {
            await createBooking(client, { contractId: input.contractId, ...slot });
          } else {
            await updateBooking(client, { bookingId: input.bookingId, ...slot });
            if (input.confirmsFirstBooking) await confirmFirstBooking(client, input.bookingId);
          }
          savedCount += 1;
        } catch (error) {
          failures.push({ slot, error });
        }
      }
      if (savedCount > 0) await invalidateBookings(queryClient);
      return { savedCount, failures };
    },
  });
}
