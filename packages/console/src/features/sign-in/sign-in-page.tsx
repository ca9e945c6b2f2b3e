import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useT, type Translate } from '../../lib/i18n';
import { useStaffSession } from '../../lib/staff-session';

/** Only a path inside the console: never an address elsewhere (an open redirect). */
function safeNext(value: string | null): string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function signInMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 429) return t('signIn.locked');
    if (error.code === 'invalid_grant') {
      return error.serverMessage?.startsWith('otp_required')
        ? t('signIn.otpRequired')
        : t('signIn.wrong');
    }
  }
  return errorMessage(error, t);
}

export function SignInPage() {
  const { t } = useT();
  const { me, signIn } = useStaffSession();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${t('signIn.title')} · Careport Konsole`;
  }, [t]);
  useEffect(() => {
    if (error !== null) alertRef.current?.focus();
  }, [error]);

  if (me) return <Navigate to={safeNext(searchParams.get('next'))} replace />;

  const codeValid = useRecovery ? code.trim().length >= 6 : /^\d{6}$/.test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await signIn({ username: email.trim(), password, otp: code.trim() });
    } catch (caught) {
      setError(caught);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Container size={420} py={48} component="main">
      <Group justify="flex-end" mb="md">
        <LanguageSwitch />
      </Group>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Text fw={700} c="indigo.8">
              {t('shell.brand')}
            </Text>
            <Title order={1} size="h2" mt={-8}>
              {t('signIn.title')}
            </Title>
            {error !== null && (
              <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
                {signInMessage(error, t)}
              </Alert>
            )}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <TextInput
              label={useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
              description={useRecovery ? t('signIn.recoveryHint') : t('signIn.codeHint')}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              maxLength={useRecovery ? 64 : 6}
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => {
                setUseRecovery((current) => !current);
                setCode('');
              }}
            >
              {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
            </Anchor>
            <Button
              type="submit"
              loading={submitting}
              disabled={email.trim() === '' || password === '' || !codeValid}
            >
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
