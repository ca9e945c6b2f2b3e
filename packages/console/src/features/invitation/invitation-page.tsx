import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@careport/domain/validation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { ErrorState, LoadingState } from '../../components/states';
import { useApi } from '../../lib/api-context';
import { ApiError } from '../../lib/api-error';
import { errorMessage, fieldProblems } from '../../lib/error-message';
import { useT } from '../../lib/i18n';

type Invitation = {
  email: string;
  name: string;
  role: string;
  totpSecret: string;
  totpUri: string;
};

export function InvitationPage() {
  const { t } = useT();
  const api = useApi();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [otp, setOtp] = useState('');

  useEffect(() => {
    document.title = `${t('invitation.title')} · Careport Konsole`;
  }, [t]);

  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) =>
      api.request<Invitation>(`/staff-invitations/${encodeURIComponent(token)}`, {
        auth: false,
        signal,
      }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () =>
      api.request<{ recoveryCodes: string[] }>(`/staff-invitations/${encodeURIComponent(token)}`, {
        method: 'POST',
        auth: false,
        json: { password, otp },
      }),
  });

  const passwordProblem =
    password !== '' && password.length < PASSWORD_MIN_LENGTH
      ? t('invitation.passwordShort', { count: PASSWORD_MIN_LENGTH })
      : repeat !== '' && repeat !== password
        ? t('invitation.passwordMismatch')
        : null;
  const canSubmit =
    password.length >= PASSWORD_MIN_LENGTH && repeat === password && /^\d{6}$/.test(otp);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) accept.mutate();
  };

  let body: React.ReactNode;
  if (invitation.isPending) body = <LoadingState />;
  else if (invitation.isError) {
    const gone =
      invitation.error instanceof ApiError &&
      (invitation.error.httpStatus === 404 || invitation.error.httpStatus === 410);
    body = gone ? (
      <Alert color="red" role="alert">
        {t('invitation.gone')}
      </Alert>
    ) : (
      <ErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack>
        <Alert color="green" role="status">
          {t('invitation.done')}
        </Alert>
        <Text>{t('invitation.recoveryIntro')}</Text>
        <List spacing={4} aria-label={t('invitation.recoveryCodes')}>
          {accept.data.recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code fz="md">{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button
            variant="light"
            onClick={() =>
              void navigator.clipboard?.writeText(accept.data.recoveryCodes.join('\n'))
            }
          >
            {t('invitation.copyCodes')}
          </Button>
          <Anchor component={Link} to="/sign-in">
            {t('invitation.toSignIn')}
          </Anchor>
        </Group>
      </Stack>
    );
  } else {
    const { data } = invitation;
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('invitation.welcome', { name: data.name, email: data.email })}</Text>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('invitation.step1')}
            </Title>
            <Text size="sm">{t('invitation.secretHint')}</Text>
            <Text size="sm" fw={600}>
              {t('invitation.secret')}
            </Text>
            <Code block fz="md" style={{ whiteSpace: 'pre-wrap' }}>
              {data.totpSecret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
            <Text size="sm" fw={600}>
              {t('invitation.uri')}
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {data.totpUri}
            </Code>
          </Stack>
          <Title order={2} size="h4">
            {t('invitation.step2')}
          </Title>
          <PasswordInput
            label={t('invitation.password')}
            description={t('invitation.passwordShort', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('invitation.passwordRepeat')}
            autoComplete="new-password"
            required
            value={repeat}
            error={passwordProblem}
            onChange={(event) => setRepeat(event.currentTarget.value)}
          />
          <TextInput
            label={t('invitation.code')}
            description={t('signIn.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value)}
          />
          {accept.isError && (
            <Alert color="red" role="alert">
              {accept.error instanceof ApiError && accept.error.code === 'invalid_grant'
                ? t('invitation.wrongCode')
                : errorMessage(accept.error, t)}
              {fieldProblems(accept.error).map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Alert>
          )}
          <Button type="submit" disabled={!canSubmit} loading={accept.isPending}>
            {t('invitation.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={560} py={48} component="main">
      <Group justify="flex-end" mb="md">
        <LanguageSwitch />
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {t('invitation.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
