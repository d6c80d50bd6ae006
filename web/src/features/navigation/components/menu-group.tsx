import type { MenuGroup as MenuGroupItem } from '@portal/contracts';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

/** An expandable group of the aside menu; open by default while one of its pages is shown. */
export function MenuGroup({ group }: { group: MenuGroupItem }) {
  const { pathname } = useLocation();
  const listId = useId();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const holdsCurrentPage = group.children.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  const open = toggled ?? holdsCurrentPage;

  return (
    <li className="menu-item" data-menu-level="top" data-menu-label={group.label}>
      <button
        type="button"
        className={`menu-group-toggle${holdsCurrentPage ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
      >
        <span>{group.label}</span>
        <span className="menu-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-sublist" hidden={!open}>
        {group.children.map((link) => (
          <li key={link.to}>
            <NavLink className="menu-link menu-link--nested" to={link.to}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
