import { Anchor, type AnchorProps, Button, type ButtonProps, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { createLink, useNavigate } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';

/*
 * Mantine's look with the router's typed links: `to`, `params` and `search` are checked against
 * the route tree (`<ButtonLink to="/hotels/$id/edit" params={{ id }}>`). Passing the router's
 * Link as a Mantine `component` would type `to` as any string. NavLinkLink is in ./nav-link-link.tsx:
 * only the back office's navigation uses it, and the first page does not need Mantine's NavLink.
 */
type AnchorAttributes = AnchorHTMLAttributes<HTMLAnchorElement>;

export const AnchorLink = createLink(forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => <Anchor ref={ref} {...props} />));
export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => <Button component="a" ref={ref} {...props} />),
);
export const UnstyledLink = createLink(
  forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>((props, ref) => <UnstyledButton component="a" ref={ref} {...props} />),
);

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * Anchor props for a link that is data, not code (the menus of the site settings): a site path
 * opens through the router without a reload, anything else loads as a plain link, and a new
 * tab gets rel noopener. `onFollow` runs after a click (a drawer closes).
 */
export function useStoredLinks() {
  const navigate = useNavigate();
  return (href: string, { newTab, onFollow }: { newTab?: boolean; onFollow?: () => void } = {}) => ({
    component: 'a' as const,
    href,
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener noreferrer' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      onFollow?.();
      if (newTab || !isSitePath(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate({ href });
    },
  });
}
