import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's buttons: side by side at the end from the sm breakpoint; on a phone stacked, each the
 * full width, the last one (the form's action) on top (issue 16 §14: side by side at 375 px a long
 * label wrapped and the two stood unevenly).
 */
export function FormButtons({ children }: { children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column-reverse', sm: 'row' }}
      justify="flex-end"
      align={{ base: 'stretch', sm: 'center' }}
      gap="sm"
    >
      {children}
    </Flex>
  );
}
