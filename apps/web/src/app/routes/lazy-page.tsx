import type { AsyncRouteComponent } from '@tanstack/react-router';
import type { Key } from 'react';

/**
 * A route's component that renders its page, loaded on demand, with what the route reads (its
 * params, its search). It carries the page's `preload`, which the router calls while it loads the
 * layout: the page's code arrives with the layout's instead of after the layout has rendered
 * (issue 32: My Bookings painted one round trip later than it had to).
 */
export function lazyPage<P extends object>(Page: AsyncRouteComponent<P>, useProps: () => P & { key?: Key }) {
  const Route = () => {
    const { key, ...props } = useProps();
    return <Page key={key} {...(props as P)} />;
  };
  Route.preload = Page.preload;
  return Route;
}
