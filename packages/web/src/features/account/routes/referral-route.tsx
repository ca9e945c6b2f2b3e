import { formatWholeEuros } from '@careport/domain';
import { Button, Card, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useReferral } from '../api/get-account-extras';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

/**
 * spec 2 §2 /account/referral-code: share where the platform can, else copy with a copied state
 * (spec 2 §4); amounts in whole euros with the conditions of spec 2 §9.
 */
export function ReferralRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const referral = useReferral();
  const [isCopied, setIsCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const shareOrCopy = async (code: string) => {
    const text = t('account.SHARE_TEXT', { code });
    if (canShare) {
      try {
        await navigator.share({ text });
        return;
      } catch {
        // Cancelled or refused: copying still helps.
      }
    }
    await navigator.clipboard.writeText(code);
    setIsCopied(true);
  };
  return (
    <AccountPage title={t('account.REFERRAL_TITLE')}>
      <QueryState query={referral} rows={3}>
        {(data) =>
          data.referralCode === null ? (
            <Text>{t('account.REFERRAL_NO_CODE')}</Text>
          ) : (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Text>{t('account.REFERRAL_INTRO')}</Text>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('account.REFERRAL_CODE')}
                  </Text>
                  <Code fz="xl" fw={700} px="md" py="xs" display="inline-block">
                    {data.referralCode}
                  </Code>
                </div>
                <List spacing="xs">
                  {data.customerReferralAmount !== null && (
                    <List.Item>
                      {t('account.REFERRAL_CUSTOMER', {
                        amount: formatWholeEuros(data.customerReferralAmount, locale),
                      })}
                    </List.Item>
                  )}
                  {data.caregiverReferralAmount !== null && (
                    <List.Item>
                      {t('account.REFERRAL_CAREGIVER', {
                        amount: formatWholeEuros(data.caregiverReferralAmount, locale),
                      })}
                    </List.Item>
                  )}
                </List>
                <Group>
                  <Button
                    onClick={() => void shareOrCopy(data.referralCode ?? '')}
                    leftSection={
                      isCopied ? (
                        <IconCheck size={18} aria-hidden />
                      ) : canShare ? (
                        <IconShare size={18} aria-hidden />
                      ) : (
                        <IconCopy size={18} aria-hidden />
                      )
                    }
                    color={isCopied ? 'teal' : undefined}
                  >
                    {isCopied
                      ? t('account.COPIED')
                      : canShare
                        ? t('account.SHARE')
                        : t('account.COPY')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          )
        }
      </QueryState>
    </AccountPage>
  );
}
