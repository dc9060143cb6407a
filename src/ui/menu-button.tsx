import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuButtonItem {
  value: string;
  content: ReactNode;
  testId?: string;
  /** Further styles of this item (an action set apart from the choices). */
  className?: string;
}

export interface MenuButtonProps {
  /** What the button shows. */
  label: ReactNode;
  buttonClassName: string;
  buttonTestId?: string;
  disabled?: boolean;
  items: MenuButtonItem[];
  menuClassName: string;
  itemClassName: string;
  /** The menu's accessible name, when the button's text does not give it. */
  menuLabel?: string;
  menuTestId?: string;
  placement: 'top-start' | 'bottom-end';
  /** The menu as wide as the button. */
  sameWidth?: boolean;
  onSelect: (value: string) => void;
}

const loadArkMenu = () => import('./menu-button-ark');
const ArkMenuButton = lazy(async () => ({ default: (await loadArkMenu()).ArkMenuButton }));

/**
 * A button that opens a menu (Ark UI's, in src/ui/menu-button-ark.tsx). Until it is first used
 * it is a plain button, so a screen does not load Ark's menu, its positioning and dismissal
 * code; pointing at it or focusing it starts the load, and the first click or arrow key opens
 * the loaded menu, which then takes the button's place and the focus.
 */
export function MenuButton(props: MenuButtonProps) {
  const [used, setUsed] = useState(false);
  const open = () => setUsed(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
  const button = (
    <button
      type="button"
      className={props.buttonClassName}
      disabled={props.disabled}
      data-testid={props.buttonTestId}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadArkMenu()}
      onFocus={() => void loadArkMenu()}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {props.label}
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ArkMenuButton {...props} />
    </Suspense>
  );
}
