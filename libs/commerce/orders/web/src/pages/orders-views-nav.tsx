import { pageTabStyles } from '@folio/auth';
import { Link } from '@tanstack/react-router';

/** The two ways to see orders: every order, newest first, or one view per event. */
export function OrdersViewsNav() {
  return (
    <nav aria-label="Order views">
      <ul className={pageTabStyles.list}>
        <li>
          <Link to="/orders" className={pageTabStyles.tab} activeOptions={{ exact: true, includeSearch: false }}>
            All orders
          </Link>
        </li>
        <li>
          <Link to="/orders/by-event" className={pageTabStyles.tab} activeOptions={{ includeSearch: false }}>
            By event
          </Link>
        </li>
      </ul>
    </nav>
  );
}
