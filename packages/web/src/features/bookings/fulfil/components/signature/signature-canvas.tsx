import { Box, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './signature-canvas.module.css';

/**
 * The drawing surface: a canvas filling its box (spec 1 §5: 180 high in the step, the whole
 * screen when enlarged), with a signing line and hint while it is empty.
 */
export function SignatureCanvas({
  ref,
  label,
  describedBy,
  isEmpty,
  height,
  invalid,
  showGuide = true,
}: {
  ref: Ref<HTMLCanvasElement>;
  label: string;
  /** The id of the text saying how to sign, and what to do without a pointer (issue 14). */
  describedBy?: string;
  isEmpty: boolean;
  height: number | string;
  invalid?: boolean;
  /** The signing line and hint (the turned enlarged area draws its own). */
  showGuide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box className={classes.frame} h={height} data-invalid={invalid === true || undefined}>
      <canvas
        ref={ref}
        className={classes.canvas}
        aria-label={label}
        aria-describedby={describedBy}
      />
      {showGuide && <div className={classes.line} aria-hidden />}
      {showGuide && isEmpty && (
        <Text className={classes.hint} c="dimmed" size="sm" aria-hidden>
          {t('fulfil.SIGN_HERE')}
        </Text>
      )}
    </Box>
  );
}
