import { financialDetailsSchema } from '@careport/domain';
import { Alert, Card, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import {
  useFinancialDetails,
  useUpdateFinancialDetails,
  type FinancialDetails,
} from '../api/financial-details';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';
import { StickySaveBar } from '../components/sticky-save-bar';
import { groupIban } from './financial-details-route';
import { useLeaveAfterSave } from '../components/unsaved-changes-guard';

/** spec 2 §2 /account/financial-overview/details/edit, with the sticky save bar (spec 2 §4). */
export function FinancialDetailsEditRoute() {
  const { t } = useTranslation();
  const details = useFinancialDetails();
  return (
    <AccountPage title={t('finance.DETAILS_EDIT_TITLE')} back={paths.financialDetails.getHref()}>
      <QueryState query={details} rows={4}>
        {(data) =>
          data.isEditable ? (
            <FinancialDetailsForm details={data} />
          ) : (
            <Navigate to={paths.financialDetails.getHref()} replace />
          )
        }
      </QueryState>
    </AccountPage>
  );
}

type Field = 'iban' | 'bic' | 'taxNo' | 'ustId';

/** The server's field paths (`bank.iban`, `tax.taxNo`) as this form's field names. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {};
  const body = error.body as
    { errors?: { extensions?: { details?: Record<string, string> } }[] } | undefined;
  const details = body?.errors?.[0]?.extensions?.details ?? {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(details)) {
    const field = path.split('.').at(-1);
    if (field === 'iban' || field === 'bic' || field === 'taxNo' || field === 'ustId') {
      errors[field] = message;
    }
  }
  return errors;
}

function FinancialDetailsForm({ details }: { details: FinancialDetails }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useUpdateFinancialDetails();
  const initial: Record<Field, string> = {
    iban: groupIban(details.bank.iban) ?? '',
    bic: details.bank.bic ?? '',
    taxNo: details.tax?.taxNo ?? '',
    ustId: details.tax?.ustId ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const isDirty = (Object.keys(initial) as Field[]).some((key) => values[key] !== initial[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      bank: { iban: values.iban, bic: values.bic },
      tax: { taxNo: values.taxNo, ustId: values.ustId },
    };
    // The domain's schema, the one the server checks with (IBAN checksum, BIC, tax rule).
    const result = financialDetailsSchema.safeParse(input);
    if (!result.success) {
      setErrors(
        Object.fromEntries(
          result.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      {
        bank: result.data.bank,
        tax: { taxNo: result.data.tax.taxNo, ustId: result.data.tax.ustId },
      },
      {
        onSuccess: () => leaveAfterSave(paths.financialDetails.getHref()),
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };
  const field = (
    name: Field,
    label: string,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <TextInput
      label={label}
      required={options.required}
      description={options.hint}
      size="md"
      autoComplete="off"
      spellCheck={false}
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.currentTarget.value });
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
      error={fieldError(errors[name])}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('finance.DETAILS_EDIT_TITLE')}>
      {/* On the card's white, the fields' red messages keep their contrast (WCAG AA). */}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('finance.BANK')}
          </Title>
          {field('iban', t('finance.IBAN'), { required: true })}
          {field('bic', t('finance.BIC'), { required: true })}
          <Title order={2} fz="h4">
            {t('finance.TAX')}
          </Title>
          <Alert color="gray" variant="light">
            {t('finance.TAX_HINT')}
          </Alert>
          {field('taxNo', t('finance.TAX_NO'))}
          {field('ustId', t('finance.UST_ID'))}
          <StickySaveBar
            isDirty={isDirty}
            isSaving={save.isPending}
            error={save.error}
            onReset={() => {
              setValues(initial);
              setErrors({});
              save.reset();
            }}
          />
        </Stack>
      </Card>
    </form>
  );
}
