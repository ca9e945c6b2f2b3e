import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { ListTable } from '../../components/list-table';
import { useApi } from '../../lib/api-context';
import { formatInstant } from '../../lib/dates';
import { errorMessage, fieldProblems } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { STAFF_ROLES, type StaffRole } from '../../lib/roles';
import { useStaffSession } from '../../lib/staff-session';
import type { StaffAccount } from '../../lib/types';

const STAFF_KEY = ['staff', 'list'] as const;

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('dispatcher');
  const invite = useMutation({
    mutationFn: () =>
      api.request('/ops/staff/invitations', {
        method: 'POST',
        json: { email: email.trim(), name: name.trim(), role },
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('staff.invited', { email: email.trim() }) });
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    },
  });
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && name.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) invite.mutate();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('action.close') }}
      opened
      onClose={onClose}
      title={t('staff.invite')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('person.email')}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextInput
            label={t('staff.name')}
            required
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Select
            label={t('staff.role')}
            allowDeselect={false}
            value={role}
            onChange={(value) =>
              setRole(STAFF_ROLES.find((known) => known === value) ?? 'dispatcher')
            }
            data={STAFF_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed">
            {t('staff.inviteHint')}
          </Text>
          {invite.isError && (
            <Alert color="red" role="alert">
              {errorMessage(invite.error, t)}
              {fieldProblems(invite.error).map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={invite.isPending}>
              {t('staff.inviteSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function StaffPage() {
  const { t, locale } = useT();
  const api = useApi();
  const { me } = useStaffSession();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const staff = useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => api.request<{ staff: StaffAccount[] }>('/ops/staff', { signal }),
  });
  const toggle = useMutation({
    mutationFn: (account: StaffAccount) =>
      api.request<StaffAccount>(
        `/ops/staff/${encodeURIComponent(account.id)}/${account.disabled ? 'enable' : 'disable'}`,
        { method: 'POST' },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
  });
  const rows = staff.data?.staff ?? [];
  return (
    <Page
      title={t('staff.title')}
      actions={<Button onClick={() => setInviting(true)}>{t('staff.invite')}</Button>}
    >
      <ListTable
        query={staff}
        rows={rows}
        empty={t('staff.empty')}
        minWidth={680}
        columns={[
          { label: t('staff.name') },
          { label: t('staff.role') },
          { label: t('staff.state') },
          { label: t('staff.lastSignIn') },
          { label: t('caregiver.actions') },
        ]}
        rowKey={(account) => account.id}
        renderRow={(account) => (
          <>
            <Table.Td>
              {account.name}
              <Text size="xs" c="dimmed">
                {account.email}
              </Text>
            </Table.Td>
            <Table.Td>
              {STAFF_ROLES.some((role) => role === account.role)
                ? t(`role.${account.role}`)
                : account.role}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={account.disabled ? 'gray' : 'green'}>
                {account.disabled ? t('staff.disabled') : t('staff.active')}
              </Badge>
            </Table.Td>
            <Table.Td>
              {account.lastSignInAt
                ? formatInstant(account.lastSignInAt, locale)
                : t('staff.never')}
            </Table.Td>
            <Table.Td>
              {account.id !== me?.id && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color={account.disabled ? 'indigo' : 'red'}
                  loading={toggle.isPending && toggle.variables.id === account.id}
                  onClick={() => toggle.mutate(account)}
                  aria-label={
                    account.disabled
                      ? t('staff.enableLabel', { name: account.name })
                      : t('staff.disableLabel', { name: account.name })
                  }
                >
                  {account.disabled ? t('staff.enable') : t('staff.disable')}
                </Button>
              )}
            </Table.Td>
          </>
        )}
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Page>
  );
}
