import { SIGNATURE_AREA_HEIGHT } from '@careport/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconMaximize, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointGroup } from 'signature_pad';
import type { EnlargedResult } from './enlarged-signature';
import { EnlargedSignature, isPortraitScreen } from './enlarged-signature';
import { SignatureCanvas } from './signature-canvas';
import type { Size } from './strokes';
import { toSmallStrokes } from './strokes';
import { useSignaturePad } from './use-signature-pad';

/**
 * One signature of the flow (spec 1 §2 steps 3, 4 and 6): what is signed, the 180-high area with
 * undo, repeat and enlarge, and the way on. An empty area answers 'No signature entered'
 * (spec 1 §5); `onSign` gets the PNG data URL and reports an error text when saving failed.
 */
export function SignatureStep(props: {
  title: string;
  declaration: ReactNode;
  onSign: (pngDataUrl: string) => Promise<string | null>;
  onBack: () => void;
  /**
   * Issue 14: what to do when the signer cannot draw (no pointer, nobody able to sign); shown
   * under the area and read with it.
   */
  withoutPointer: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const howToSignId = useId();
  const [error, setError] = useState<string | null>(null);
  // A new stroke answers 'No signature entered'.
  const clearErrorOnDraw = useCallback((empty: boolean) => {
    if (!empty) setError(null);
  }, []);
  const { canvasRef, canvas, padRef, isEmpty } = useSignaturePad({
    onChange: clearErrorOnDraw,
  });
  const [isSaving, setIsSaving] = useState(false);

  const [enlarged, setEnlarged] = useState<{
    strokes: PointGroup[];
    small: Size;
    rotated: boolean;
  } | null>(null);

  const sign = async (image: string | null) => {
    if (image === null) {
      setError(t('validation.VALIDATION_NO_SIGNATURE'));
      return;
    }
    setError(null);
    setIsSaving(true);
    const failure = await props.onSign(image);
    setIsSaving(false);
    setError(failure);
  };

  const signSmall = () => {
    const pad = padRef.current;
    void sign(pad === null || pad.isEmpty() ? null : pad.toPngDataUrl());
  };

  const signEnlarged = ({ pad, rotated }: EnlargedResult) => {
    void sign(pad.isEmpty() ? null : pad.toPngDataUrl({ rotated }));
  };

  // Issue 14: back from the enlarged area, the focus returns to the button that opened it (the
  // area's controls leave the page with it), so the keyboard goes on where it was.
  const enlargeRef = useRef<HTMLButtonElement>(null);
  const wasEnlarged = useRef(false);
  useEffect(() => {
    if (enlarged !== null) wasEnlarged.current = true;
    else if (wasEnlarged.current) enlargeRef.current?.focus();
  }, [enlarged]);

  // Back from the enlarged area: its drawing comes along, turned upright and fitted.
  const shrink = ({ pad, rotated, screen }: EnlargedResult) => {
    const small = padRef.current;
    if (small !== null && canvas !== null) {
      const smallArea = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      small.setStrokes(toSmallStrokes(pad.getStrokes(), smallArea, screen, rotated));
    }
    setEnlarged(null);
  };

  return (
    <Stack gap="md">
      <Text>{props.declaration}</Text>
      <SignatureCanvas
        ref={canvasRef}
        label={t('fulfil.SIGNATURE_AREA')}
        describedBy={howToSignId}
        isEmpty={isEmpty}
        height={SIGNATURE_AREA_HEIGHT}
        invalid={error !== null}
      />
      <Text size="sm" id={howToSignId}>
        {t('signature.HOW_TO_SIGN')} {props.withoutPointer}
      </Text>
      {error !== null && enlarged === null && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={() => padRef.current?.undo()}
          disabled={isEmpty}
        >
          {t('signature.UNDO')}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => {
            padRef.current?.clear();
            setError(null);
          }}
          disabled={isEmpty}
        >
          {t('signature.REPEAT')}
        </Button>
        <Button
          ref={enlargeRef}
          variant="default"
          size="sm"
          leftSection={<IconMaximize size={18} aria-hidden />}
          onClick={() =>
            setEnlarged({
              strokes: padRef.current?.getStrokes() ?? [],
              small: { width: canvas?.offsetWidth ?? 0, height: canvas?.offsetHeight ?? 0 },
              rotated: isPortraitScreen(),
            })
          }
        >
          {t('signature.ENLARGE')}
        </Button>
      </Group>
      {props.extraActions}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={props.onBack}>
          {t('fulfil.BACK')}
        </Button>
        <Button onClick={signSmall} loading={isSaving}>
          {t('fulfil.NEXT')}
        </Button>
      </Group>
      {enlarged !== null && (
        <EnlargedSignature
          title={props.title}
          describedBy={howToSignId}
          strokes={enlarged.strokes}
          small={enlarged.small}
          rotated={enlarged.rotated}
          error={error}
          isSaving={isSaving}
          onChange={clearErrorOnDraw}
          onNext={signEnlarged}
          onClose={shrink}
        />
      )}
    </Stack>
  );
}
