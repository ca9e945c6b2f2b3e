import { canGoToNextPage, canGoToPreviousPage, canZoomIn, canZoomOut } from '@careport/domain';
import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ReaderMode = 'page' | 'scroll';

/**
 * spec 2 §2 PDF reader controls: the page counter, up and down arrows greyed at the first and
 * last page, zoom out and in within the spec 2 §9 limits, and one page or scroll mode.
 */
export function PdfToolbar(props: {
  page: number;
  pageCount: number;
  scale: number;
  mode: ReaderMode;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onMode: (mode: ReaderMode) => void;
}) {
  const { t } = useTranslation();
  const { page, pageCount, scale } = props;
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="wrap"
      role="toolbar"
      aria-label={t('account.PDF_TITLE')}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.PDF_PREVIOUS_PAGE')}
          disabled={!canGoToPreviousPage(page)}
          onClick={() => props.onPage(page - 1)}
        >
          <IconChevronUp size={20} aria-hidden />
        </ActionIcon>
        <Text
          fw={600}
          miw={56}
          ta="center"
          aria-live="polite"
          aria-label={t('account.PDF_PAGE_LABEL', { page, count: pageCount })}
          data-testid="pdf-page-counter"
        >
          {t('account.PDF_PAGE_COUNTER', { page, count: pageCount })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.PDF_NEXT_PAGE')}
          disabled={!canGoToNextPage(page, pageCount)}
          onClick={() => props.onPage(page + 1)}
        >
          <IconChevronDown size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.PDF_ZOOM_OUT')}
          disabled={!canZoomOut(scale)}
          onClick={props.onZoomOut}
        >
          <IconZoomOut size={20} aria-hidden />
        </ActionIcon>
        <Text size="sm" miw={48} ta="center" data-testid="pdf-zoom">
          {Math.round(scale * 100)} %
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.PDF_ZOOM_IN')}
          disabled={!canZoomIn(scale)}
          onClick={props.onZoomIn}
        >
          <IconZoomIn size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <SegmentedControl
        size="xs"
        value={props.mode}
        onChange={(value) => props.onMode(value === 'scroll' ? 'scroll' : 'page')}
        data={[
          { value: 'page', label: t('account.PDF_PAGE_MODE') },
          { value: 'scroll', label: t('account.PDF_SCROLL_MODE') },
        ]}
      />
    </Group>
  );
}
