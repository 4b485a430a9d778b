import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Link } from '../routing/link';

export type DropdownItem = { label: string; href: string } | { label: string; onSelect: () => void };

export interface DropdownProps {
  /** Id of the list the button controls. */
  id: string;
  label: ReactNode;
  /** The button's accessible name when `label` is not plain text. */
  ariaLabel?: string;
  items: readonly DropdownItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ArrowLeft / ArrowRight: the previous or next menu of the bar. */
  onSibling?: (direction: -1 | 1) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Marks the menu holding the current page. */
  active?: boolean;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A disclosure menu of links (WAI-ARIA "disclosure navigation"): Enter or Space opens it,
 * ArrowDown/ArrowUp open it on the first or last entry and move between entries, Home/End jump,
 * Esc closes it and gives the focus back to its button, leaving it with Tab closes it.
 */
export function Dropdown({ id, label, ariaLabel, items, open, onOpenChange, onSibling, buttonRef, active, align = 'start', className }: DropdownProps) {
  const ownButton = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null>(null);

  const entries = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('.pt-menu__item') ?? []);
  const focusEntry = (index: number) => {
    const all = entries();
    if (all.length > 0) all[(index + all.length) % all.length].focus();
  };

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusEntry(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  const openOn = (index: number) => {
    if (open) focusEntry(index);
    else {
      pendingFocus.current = index;
      onOpenChange(true);
    }
  };

  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) ownButton.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => openOn(0),
      ArrowUp: () => openOn(-1),
      Escape: () => close(false),
      ArrowLeft: () => onSibling?.(-1),
      ArrowRight: () => onSibling?.(1),
    };
    const action = keys[event.key];
    if (!action || (event.key === 'Escape' && !open)) return;
    event.preventDefault();
    action();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusEntry(index + 1),
      ArrowUp: () => focusEntry(index - 1),
      Home: () => focusEntry(0),
      End: () => focusEntry(-1),
      Escape: () => close(true),
      ArrowLeft: () => onSibling?.(-1),
      ArrowRight: () => onSibling?.(1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  const setButton = (element: HTMLButtonElement | null) => {
    ownButton.current = element;
    if (typeof buttonRef === 'function') buttonRef(element);
    else if (buttonRef) (buttonRef as { current: HTMLButtonElement | null }).current = element;
  };

  return (
    <li className={`pt-menu pt-menu--${align}${className ? ` ${className}` : ''}`} onBlur={onBlur}>
      <button
        ref={setButton}
        type="button"
        className={`pt-menu__button${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="pt-menu__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={id} ref={listRef} className="pt-menu__list" hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.label}>
            {'href' in item ? (
              <Link href={item.href} className="pt-menu__item" onClick={() => onOpenChange(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className="pt-menu__item"
                onClick={() => {
                  onOpenChange(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
