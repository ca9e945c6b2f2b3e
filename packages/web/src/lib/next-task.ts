/** Resolves in a later task: the work before and after it runs in separate tasks (issue 16, TBT). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
