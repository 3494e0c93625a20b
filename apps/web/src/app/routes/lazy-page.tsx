import type { AsyncRouteComponent } from '@tanstack/react-router';

/**
 * A route's component that renders its page, loaded on demand, with what the route reads (its
 * params, its search), carrying the page's `preload`. The router calls it while it loads the
 * layout, and on a link's hover (defaultPreload: 'intent'): the page's code arrives with the
 * layout's, or before the click, instead of after the layout has rendered (issue 32: My Bookings
 * painted one round trip later than it had to, and every back-office page waited for its code
 * after the click).
 */
export function withPreload<Component extends object>(page: Pick<AsyncRouteComponent<never>, 'preload'>, component: Component) {
  return Object.assign(component, { preload: page.preload });
}
