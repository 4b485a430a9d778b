import { Link } from '../../routing/link';

export interface Shortcut {
  href: string;
  label: string;
  text: string;
}

/** Big links to a few sections; choosing one closes the dialog. */
export function ShortcutList({ shortcuts, onChoose }: { shortcuts: readonly Shortcut[]; onChoose: () => void }) {
  return (
    <ul className="pt-shortcuts">
      {shortcuts.map((shortcut, index) => (
        <li key={shortcut.href}>
          <Link href={shortcut.href} className="pt-shortcut" data-autofocus={index === 0 ? true : undefined} onClick={onChoose}>
            <span className="pt-shortcut__label">{shortcut.label}</span>
            <span className="pt-shortcut__text">{shortcut.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
