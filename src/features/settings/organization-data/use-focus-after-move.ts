import { useEffect, useRef, useState } from 'react';

// After a move the item's node moves (and a moved or disabled button loses focus): the focus goes to the
// first of the wanted buttons, by label, that is there and enabled, each time `changed` changes.
export function useFocusAfterMove(changed: unknown) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<string[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const buttons = [...(containerRef.current?.querySelectorAll('button') ?? [])].filter(
      (button) => !button.disabled,
    );
    const byLabel = (label: string) => buttons.find((button) => button.getAttribute('aria-label') === label);
    wanted
      .map(byLabel)
      .find((button) => button !== undefined)
      ?.focus();
  }, [wanted, changed]);
  return { containerRef, focusAfterMove: setWanted, forget: () => setWanted(null) };
}
