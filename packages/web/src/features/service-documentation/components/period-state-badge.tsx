import type { ServiceDocumentationState } from '@careport/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ServiceDocumentationState, string> = {
  UPLOADED: 'green',
  UPCOMING: 'gray',
  DUE: 'yellow',
  OVERDUE: 'red',
};

/** spec 2 §4 the upload state of a period, in words (the colour only repeats it). */
export function PeriodStateBadge({ state }: { state: ServiceDocumentationState }) {
  const { t } = useTranslation();
  const label = {
    UPLOADED: t('finance.SD_STATE_UPLOADED'),
    UPCOMING: t('finance.SD_STATE_UPCOMING'),
    DUE: t('finance.SD_STATE_DUE'),
    OVERDUE: t('finance.SD_STATE_OVERDUE'),
  }[state];
  return (
    <Badge color={COLOR[state]} variant="light" size="lg" style={{ flex: 'none' }}>
      {label}
    </Badge>
  );
}
