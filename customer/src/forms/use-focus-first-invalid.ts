import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * After a refused submit, moves the focus to the first field marked invalid, so that keyboard and
 * screen-reader users land on the problem. The focus moves after the errors have been drawn.
 */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { form, focusFirstInvalid: () => setRequests((count) => count + 1) };
}
