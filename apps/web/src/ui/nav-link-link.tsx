import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

/** Mantine's NavLink as a typed router link (see ./links.tsx): the back office's navigation. */
export const NavLinkLink = createLink(
  forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <NavLink component="a" ref={ref} {...props} />),
);
