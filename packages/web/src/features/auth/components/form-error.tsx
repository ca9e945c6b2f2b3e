import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failed submit, announced to screen readers (role alert). */
export function FormError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
    >
      {children}
    </Alert>
  );
}
