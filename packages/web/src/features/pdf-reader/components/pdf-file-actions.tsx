import { Alert, Button, Group } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A file name the download attribute can take: anything else becomes 'dokument.pdf'. */
const SAFE_FILENAME = /^[A-Za-z0-9._-]{1,80}\.pdf$/;

export function safePdfFilename(name: string): string {
  return SAFE_FILENAME.test(name) ? name : 'dokument.pdf';
}

/** Whether this browser can hand the file to another app (Web Share API level 2, with files). */
function canShareFile(file: File): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') {
    return false;
  }
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Issue 39: the PDF the reader shows, to keep or pass on: download always; share only where the
 * browser says it can share this file (installed apps on phones), since a share sheet without the
 * file would send nothing useful.
 */
export function PdfFileActions(props: { bytes: Uint8Array; filename: string; title: string }) {
  const { t } = useTranslation();
  const filename = safePdfFilename(props.filename);
  const file = useMemo(
    // A copy: the File must not share its buffer with the one pdf.js is handed.
    () => new File([props.bytes.slice()], filename, { type: 'application/pdf' }),
    [props.bytes, filename],
  );
  const download = () => {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    // Released once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  const isShareable = useMemo(() => canShareFile(file), [file]);
  const [hasShareFailed, setShareFailed] = useState(false);

  const share = async () => {
    setShareFailed(false);
    try {
      await navigator.share({ files: [file], title: props.title });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('PDF reader: sharing failed', error);
      setShareFailed(true);
    }
  };

  return (
    <>
      <Group gap="xs">
        <Button
          variant="light"
          onClick={download}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('account.PDF_DOWNLOAD')}
        </Button>
        {isShareable && (
          <Button
            variant="light"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share()}
          >
            {t('account.PDF_SHARE')}
          </Button>
        )}
      </Group>
      {hasShareFailed && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('account.PDF_SHARE_FAILED')}
        </Alert>
      )}
    </>
  );
}
