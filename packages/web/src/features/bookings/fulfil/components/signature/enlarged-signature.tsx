import { Alert, Button, FocusTrap, Group, Portal, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowRight, IconMinimize } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointGroup } from 'signature_pad';
import classes from './enlarged-signature.module.css';
import { SignatureCanvas } from './signature-canvas';
import type { SignaturePadHandle } from './signature-pad-port';
import { toEnlargedStrokes, type Size } from './strokes';
import { useSignaturePad } from './use-signature-pad';

/** Phones held upright get the signing area turned sideways, so there is room to sign. */
export function isPortraitScreen(): boolean {
  return window.innerHeight > window.innerWidth;
}

export type EnlargedResult = { pad: SignaturePadHandle; rotated: boolean; screen: Size };

/**
 * spec 1 §2: the enlarged signature area, full screen and turned by 90° (CSS) on a portrait
 * phone, with undo and next. The canvas itself stays upright so the pen lands under the finger;
 * only its frame, guide and buttons turn, and the image is turned back when it is taken.
 */
export function EnlargedSignature(props: {
  title: string;
  strokes: PointGroup[];
  /** The small area the strokes were drawn on. */
  small: Size;
  rotated: boolean;
  error: string | null;
  isSaving: boolean;
  onChange: (isEmpty: boolean) => void;
  onNext: (result: EnlargedResult) => void;
  onClose: (result: EnlargedResult) => void;
  /** The id of the step's text on how to sign (issue 14), read with the enlarged area too. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const screen = { width: window.innerWidth, height: window.innerHeight };
  const { canvasRef, padRef, isEmpty } = useSignaturePad({
    initial: (pad) =>
      pad.setStrokes(toEnlargedStrokes(props.strokes, props.small, screen, props.rotated)),
    onChange: props.onChange,
  });
  const result = (): EnlargedResult | null =>
    padRef.current === null ? null : { pad: padRef.current, rotated: props.rotated, screen };
  const close = () => {
    const current = result();
    if (current !== null) props.onClose(current);
  };
  // The page under the area must not scroll while signing.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <Portal>
      <FocusTrap active>
        <div
          role="dialog"
          aria-modal="true"
          aria-label={props.title}
          className={classes.overlay}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <SignatureCanvas
            ref={canvasRef}
            label={t('fulfil.SIGNATURE_AREA_ENLARGED')}
            describedBy={props.describedBy}
            isEmpty={isEmpty}
            height="100%"
            invalid={props.error !== null}
            showGuide={!props.rotated}
          />
          <div className={classes.chrome} data-rotated={props.rotated || undefined}>
            <div className={classes.top}>
              <Text fw={600} className={classes.title}>
                {props.title}
              </Text>
              {props.error !== null && (
                <Alert color="red" role="alert" className={classes.alert} p="xs">
                  {props.error}
                </Alert>
              )}
            </div>
            {props.rotated && (
              <div className={classes.guide} aria-hidden>
                {isEmpty && (
                  <Text size="sm" c="dimmed">
                    {t('fulfil.SIGN_HERE')}
                  </Text>
                )}
              </div>
            )}
            <Group className={classes.actions} justify="space-between" gap="xs">
              <Button
                variant="default"
                leftSection={<IconMinimize size={18} aria-hidden />}
                onClick={close}
              >
                {t('fulfil.CLOSE_ENLARGED')}
              </Button>
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconArrowBackUp size={18} aria-hidden />}
                  onClick={() => padRef.current?.undo()}
                  disabled={isEmpty}
                >
                  {t('signature.UNDO')}
                </Button>
                <Button
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  loading={props.isSaving}
                  onClick={() => {
                    const current = result();
                    if (current !== null) props.onNext(current);
                  }}
                >
                  {t('fulfil.NEXT')}
                </Button>
              </Group>
            </Group>
          </div>
        </div>
      </FocusTrap>
    </Portal>
  );
}
