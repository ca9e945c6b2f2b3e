import { CUSTOMER_LIST_INITIAL_COUNT } from '@careport/domain';
import { Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractListItem } from '../api/contract-fields';
import { CustomerCard } from './customer-card';

/**
 * spec 1 §2 Customer area: the first 6 customers are rendered, more as the list scrolls into
 * view (an observed marker), or by the button for keyboard and screen-reader users.
 */
export function CustomerList(props: { contracts: ContractListItem[] }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(CUSTOMER_LIST_INITIAL_COUNT);
  const marker = useRef<HTMLDivElement>(null);
  const hasMore = count < props.contracts.length;

  useEffect(() => {
    const element = marker.current;
    if (!hasMore || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setCount((shown) => shown + CUSTOMER_LIST_INITIAL_COUNT);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, count]);

  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {props.contracts.slice(0, count).map((contract) => (
          <li key={contract.contractId}>
            <CustomerCard contract={contract} />
          </li>
        ))}
      </Stack>
      {hasMore && (
        <div ref={marker}>
          <Button
            variant="default"
            fullWidth
            onClick={() => setCount((shown) => shown + CUSTOMER_LIST_INITIAL_COUNT)}
          >
            {t('customers.SHOW_MORE')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
