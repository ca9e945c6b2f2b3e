import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import type { OpsInvoice, StornoResult } from './invoice-types';

/**
 * The confirmation before a storno (it cannot be undone), then its result. The storno takes no
 * reason: the server cancels the contract's month as a whole (storno.ts).
 */
export function StornoModal({ invoice, onClose }: { invoice: OpsInvoice; onClose: () => void }) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const storno = useMutation({
    mutationFn: () =>
      api.request<StornoResult>(`/ops/invoices/${encodeURIComponent(invoice.id)}/storno`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ops-invoices'] });
      void queryClient.invalidateQueries({ queryKey: ['commissions'] });
      void queryClient.invalidateQueries({ queryKey: ['invoice-corrections'] });
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      title={t('money.stornoConfirmTitle', { number: invoice.number })}
    >
      <Stack>
        {!storno.isSuccess && (
          <>
            <Text size="sm">{t('money.stornoConfirmText')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('action.cancel')}
              </Button>
              {/* Shade 9: white on the theme's red 7 is 3.8:1, under AA (axe). */}
              <Button color="red.9" loading={storno.isPending} onClick={() => storno.mutate()}>
                {t('money.stornoSubmit')}
              </Button>
            </Group>
          </>
        )}
        <div aria-live="polite">
          {storno.isSuccess && (
            <Stack>
              <Alert color="green" title={t('money.stornoDone')}>
                <List size="sm">
                  {storno.data.stornos.map((entry) => (
                    <List.Item key={entry.invoice_id}>
                      {t('money.stornoIssued', {
                        number: entry.invoice_number,
                        type: t(`money.type.${entry.invoice_type}`),
                      })}
                    </List.Item>
                  ))}
                  <List.Item>
                    {t('money.reopened', { count: storno.data.bookings_reopened })}
                  </List.Item>
                </List>
              </Alert>
              <Group justify="flex-end">
                <Button onClick={onClose}>{t('action.close')}</Button>
              </Group>
            </Stack>
          )}
          {storno.isError && (
            <Alert color="red" role="alert">
              {errorMessage(storno.error, t)}
            </Alert>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
