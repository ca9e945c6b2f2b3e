// The running sender (components/sync/outbox-sync.tsx) registers here, so queueing an action
// starts a send without the queueing code knowing the sender.
let kick: (() => void) | null = null;

export function setOutboxKick(next: (() => void) | null): void {
  kick = next;
}

export function kickOutbox(): void {
  kick?.();
}
