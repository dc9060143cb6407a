import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { ArkLocale } from './ark-locale';
import type { MenuButtonProps } from './menu-button';

/**
 * Ark UI's menu behind `MenuButton`, open as it mounts (the click that loaded it asked for that):
 * the menu takes the focus, and gives it back to this button when it closes.
 */
export function ArkMenuButton({
  label,
  buttonClassName,
  buttonTestId,
  disabled,
  items,
  menuClassName,
  itemClassName,
  menuLabel,
  menuTestId,
  placement,
  sameWidth,
  onSelect,
}: MenuButtonProps) {
  return (
    <ArkLocale>
      <Menu.Root
        defaultOpen
        positioning={{ placement, sameWidth }}
        onSelect={({ value }) => onSelect(value)}
      >
        <Menu.Trigger className={buttonClassName} disabled={disabled} data-testid={buttonTestId}>
          {label}
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content className={menuClassName} aria-label={menuLabel} data-testid={menuTestId}>
              {items.map((item) => (
                <Menu.Item
                  key={item.value}
                  value={item.value}
                  className={item.className ? `${itemClassName} ${item.className}` : itemClassName}
                  data-testid={item.testId}
                >
                  {item.content}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ArkLocale>
  );
}
