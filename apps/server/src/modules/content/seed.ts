import { GUEST_BOOKING_ARTICLE_SLUG } from '@travel/contracts';
import type { Db } from '../../db/client';
import { sanitizeDescription } from '../../lib/rich-text';
import { articles } from './tables';

/** What a visitor reads on /search after choosing 'Select' without an agency login. */
export const GUEST_BOOKING_ARTICLE = {
  title: 'Guest booking',
  slug: GUEST_BOOKING_ARTICLE_SLUG,
  description: [
    '<p>Booking is reserved for travel agencies with an agency account. As a visitor you can search hotels and compare prices; to choose a room and book, please log in.</p>',
    '<ul>',
    '<li><strong>Already a partner?</strong> <a href="/login">Log in</a> with the email and password of your agency account, then select your hotel again.</li>',
    '<li><strong>Not a partner yet?</strong> <a href="/registration">Register your agency</a>. Our team checks your details and activates the account; you then log in and book at agency rates.</li>',
    '</ul>',
    '<p>Forgot your password? Use <a href="/forgot-password">Forgot your password?</a> on the login page to choose a new one.</p>',
  ].join(''),
};

/**
 * Creates the guest-booking article at every start when it is missing (idempotent). An existing
 * article with that slug is never touched: administrators may have edited it.
 */
export async function seedGuestBookingArticle(db: Db) {
  await db
    .insert(articles)
    .values({ ...GUEST_BOOKING_ARTICLE, description: sanitizeDescription(GUEST_BOOKING_ARTICLE.description) })
    .onConflictDoNothing();
}
