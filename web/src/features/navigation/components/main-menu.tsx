import { isMenuGroup, type MenuItem } from '@portal/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { MenuGroup } from './menu-group';

interface MainMenuProps {
  items: MenuItem[];
  /** Entries after the menu, such as Logout. */
  footer?: ReactNode;
}

export function MainMenu({ items, footer }: MainMenuProps) {
  return (
    <nav aria-label="Main menu" className="main-menu">
      <ul className="menu-list">
        {items.map((item) =>
          isMenuGroup(item) ? (
            <MenuGroup key={`group:${item.label}`} group={item} />
          ) : (
            <li key={item.to} className="menu-item" data-menu-level="top" data-menu-label={item.label}>
              <NavLink className="menu-link" to={item.to}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
        {footer && <li className="menu-item menu-item--footer">{footer}</li>}
      </ul>
    </nav>
  );
}
