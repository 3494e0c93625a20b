// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFileStore } from '../../lib/file-store';
import i18n from '../../lib/i18n';
import { renderScreen, type Sent, tick } from '../../test/render';
import type { PassengerFieldsAnswer } from './api';
import type { BookedItems } from './booking-request';
import { PassengerDetails } from './passenger-details';
import { draftKey, saveDraft } from './passenger-draft';
import { EVERY_FIELD_ANSWER } from './passenger-fixture';
import { wizardEn } from './results-en';
import { emptySearch, type SearchState } from './search-state';

/*
 * Passenger Details draws exactly what POST search/passenger-fields answered (issue 29): every
 * field type of the contract, the images with their checks and previews, the booking sent as the
 * spec's multipart, the server's refusal under its field, the chosen files kept across a remount.
 */

i18n.addResourceBundle('en', 'translation', { wizard: wizardEn }, true, true);
// The comment's autosize textarea listens to the fonts, which happy-dom has not.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

const navigate = vi.fn();
// The router itself stays (test/render.tsx shows the step in one); only where it goes is the test's.
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<typeof import('@tanstack/react-router')>()), useNavigate: () => navigate }));
/** The toasts the step shows, as Mantine is asked to show them. */
const toasts = vi.spyOn(notifications, 'show');
// happy-dom reads no image: the pixel size is the test's to say.
const measured = vi.hoisted(() => ({ size: { width: 800, height: 600 } }));
vi.mock('../../lib/image-checks', async (original) => ({
  ...(await original<typeof import('../../lib/image-checks')>()),
  measureImage: async () => measured.size,
}));

const search: SearchState = {
  ...emptySearch(),
  searchMode: 'flight',
  flightType: 'oneway',
  fromAirportId: 1,
  toAirportId: 2,
  nationalityId: 12,
  startDate: '2027-07-01',
  endDate: null,
  rooms: [{ adults: 1, children: 0, childrenAges: [] }],
  visa: true,
  visasCount: 1,
};
const items: BookedItems = {
  kind: 'flight',
  hash: 'flight.signed',
  choice: { segments: [{ segmentKey: 'outbound', fareId: 7, legs: [] }] },
  extras: null,
  visas: [{ productType: 'visa', hash: 'visa.signed', passengerIds: ['passenger1'], price: '80.00', count: 1 }],
};
const KEY = draftKey({ searchMode: 'flight', startDate: '2027-07-01', rooms: '{"room1":{"adults":1,"children":0,"childrenAges":[]}}' });

let host: HTMLElement;
let calls: Sent[];
let client: QueryClient;
let bookingAnswer: Response;
/** Unmounts the step and mounts it again (set once the screen is up). */
let remountStep: ((shown: boolean) => void) | undefined;

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: PassengerFieldsAnswer) {
  return (call: Sent) => {
    if (call.path === '/search/passenger-fields') return json(answer);
    if (call.path === '/destinations/nationality')
      return json({
        entities: [
          { value: 12, label: 'Armenia' },
          { value: 13, label: 'France' },
        ],
      });
    if (call.path === '/bookings') return bookingAnswer;
    return json({ error: 'not here' }, 404);
  };
}

/** The step, which a remount takes away and brings back (a new instance, as after Back or a reload). */
function Remountable() {
  const [shown, setShown] = useState(true);
  const [mount, setMount] = useState(0);
  remountStep = (show) => {
    setShown(show);
    if (show) setMount((n) => n + 1);
  };
  return shown ? <PassengerDetails key={mount} search={search} items={items} draftKey={KEY} onOfferExpired={() => {}} /> : null;
}

async function render(answer: PassengerFieldsAnswer = EVERY_FIELD_ANSWER) {
  ({ sent: calls, client, container: host } = await renderScreen(<Remountable />, { answer: serve(answer), settle: 6 }));
}

/** Unmounts the step, forgets the query cache, and mounts it again (the files and the draft are not the cache's). */
async function remount() {
  const show = remountStep!;
  act(() => show(false));
  client.clear();
  await act(async () => show(true));
  await tick(6);
}

/** The input labelled `label` (Mantine links each label to its input). */
function field(label: string): HTMLInputElement | HTMLButtonElement {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  if (!found) throw new Error(`no field ${label}`);
  return host.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`)!;
}
const wrapperOf = (label: string) => field(label).closest('.mantine-InputWrapper-root') as HTMLElement;
const errorOf = (label: string) => wrapperOf(label).querySelector('.mantine-InputWrapper-error')?.textContent ?? null;
const fileInputOf = (label: string) => wrapperOf(label).parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function choose(label: string, file: File) {
  const input = fileInputOf(label);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await tick(6);
}
const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  bookingAnswer = json({ id: 77 }, 201);
  measured.size = { width: 800, height: 600 };
  sessionStorage.clear();
  resetFileStore();
});

describe('Passenger Details draws the server’s fields', () => {
  it('asks for them with the rooms, the dates and the chosen items (the trip’s mix)', async () => {
    await render();
    const ask = calls.find((c) => c.url.pathname.endsWith('/search/passenger-fields'))!;
    const form = ask.body as FormData;
    expect(ask.method).toBe('POST');
    // The visa names its passengers (only they give scans and a photo); the fares come along for the cancellation flag.
    expect(JSON.parse(String(form.get('booking')))).toEqual({
      bookingItems: [
        { productType: 'flight', hash: 'flight.signed' },
        { productType: 'visa', hash: 'visa.signed', passengerIds: ['passenger1'] },
      ],
      flight: { segments: [{ segmentKey: 'outbound', fareId: 7, legs: [] }] },
    });
    // A one-way flight ends the day it starts.
    expect(JSON.parse(String(form.get('searchParams')))).toEqual({
      rooms: [{ adults: 1, childrenAges: [] }],
      startDate: '2027-07-01',
      endDate: '2027-07-01',
    });
  });

  it('draws every field type: select, text, email, phone, date, country, number, image, read-only', async () => {
    await render();
    expect(field('Title').getAttribute('aria-haspopup') ?? field('Title').getAttribute('aria-autocomplete')).toBeTruthy();
    expect(field('First Name').getAttribute('type')).toBe('text');
    expect(field('First Name').getAttribute('maxlength')).toBe('50');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Phone').getAttribute('type')).toBe('tel');
    expect((field('Birth Date') as HTMLInputElement).placeholder).toBe('DD.MM.YYYY');
    expect((field('Passport Expiry') as HTMLInputElement).placeholder).toBe('DD.MM.YYYY');
    expect(wrapperOf('Bags').className).toContain('NumberInput');
    // The country list is asked because a country field is drawn.
    expect(calls.some((c) => c.url.pathname.endsWith('/destinations/nationality'))).toBe(true);
    expect(field('Nationality').tagName).toBe('INPUT');
    // Read-only: the search's value, shown and not editable, no required mark.
    expect((field('Age Type') as HTMLInputElement).value).toBe('adult');
    expect(field('Age Type').hasAttribute('readonly')).toBe(true);
    expect(field('Age Type').hasAttribute('required')).toBe(false);
    // Required marks on what the server requires, not on the optional fields.
    expect(field('Passport Number').hasAttribute('required')).toBe(true);
    expect(field('Postal Code').hasAttribute('required')).toBe(false);
    // Images: a file button taking jpg, png and gif, with its limit said.
    expect(field('Passport').tagName).toBe('BUTTON');
    expect(fileInputOf('Passport').accept).toBe('image/jpeg,image/png,image/gif');
    expect(wrapperOf('Photo').textContent).toContain('JPG, PNG or GIF, up to 5 MB');
    expect(host.textContent).toContain('Adult 1');
  });

  it('marks every empty required field after CONFIRM BOOKING and sends nothing', async () => {
    await render();
    await act(async () => button('CONFIRM BOOKING').click());
    await tick(6);
    for (const label of ['Title', 'First Name', 'Email', 'Phone', 'Birth Date', 'Passport Number', 'Passport Expiry', 'Nationality', 'Passport', 'Photo']) {
      expect(errorOf(label), label).toBe('This field is required');
    }
    expect(errorOf('Postal Code')).toBeNull();
    expect(errorOf('Age Type')).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/bookings'))).toBe(false);
    // The toast names the first problem as the cards show it (issue 32), not a general sentence.
    const messages = toasts.mock.calls.map(([toast]) => String(toast.message));
    expect(messages.at(-1)).toMatch(/^Passenger 1, Title: This field is required \(\d+ fields to correct\)$/);
  });

  it("refuses a file that is no image, too big or too many pixels with the spec's sentences, and previews an accepted one", async () => {
    await render();
    await choose('Passport', new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));
    expect(errorOf('Passport')).toBe('is not supported file extension');
    await choose('Passport', png('passport.png', 5_242_881));
    expect(errorOf('Passport')).toBe('file size is too big');
    measured.size = { width: 9000, height: 5000 };
    await choose('Passport', png('passport.png'));
    expect(errorOf('Passport')).toBe('image dimensions are too big (at most 40 megapixels and 20000 px a side)');
    expect(wrapperOf('Passport').parentElement!.querySelector('img')).toBeNull();
    measured.size = { width: 800, height: 600 };
    await choose('Passport', png('passport.png'));
    expect(errorOf('Passport')).toBeNull();
    expect(field('Passport').textContent).toContain('passport.png');
    expect(wrapperOf('Passport').parentElement!.querySelector('img')?.getAttribute('alt')).toBe('Passport: passport.png');
  });

  it('keeps the chosen files across a remount (Back, a reload) with their previews', async () => {
    await render();
    await choose('Passport', png('scan.png'));
    await choose('Photo', png('face.png'));
    await remount();
    expect(field('Passport').textContent).toContain('scan.png');
    expect(field('Photo').textContent).toContain('face.png');
    expect(wrapperOf('Photo').parentElement!.querySelector('img')?.getAttribute('alt')).toBe('Photo: face.png');
  });

  it('sends the booking as the spec’s multipart: the values in the JSON, the images as files[kind][passengerN]; then forgets the files', async () => {
    saveDraft(KEY, {
      values: {
        passenger1: {
          title: 'Ms',
          firstName: 'Ani',
          lastName: 'Petrosyan',
          birthDate: '1983-02-03',
          email: 'ani@example.am',
          phoneNumbers: '+374 10 000000',
          passportNumber: 'AM1234567',
          passportExpiry: '2031-05-01',
          nationality: '12',
        },
      },
      comment: '',
      agent: null,
      requests: [],
    });
    await render();
    // The typed values came back from the draft, the country shown by its name.
    expect((field('First Name') as HTMLInputElement).value).toBe('Ani');
    expect((field('Passport Expiry') as HTMLInputElement).value).toBe('01.05.2031');
    expect((field('Nationality') as HTMLInputElement).value).toBe('Armenia');
    await choose('Passport', png('scan.png'));
    await choose('Photo', png('face.png'));
    await act(async () => button('CONFIRM BOOKING').click());
    await tick(6);
    const sent = calls.find((c) => c.url.pathname.endsWith('/bookings'))!;
    const form = sent.body as FormData;
    expect(sent.method).toBe('POST');
    const booking = JSON.parse(String(form.get('booking')));
    expect(booking.passengers.passenger1).toEqual({
      title: 'Ms',
      firstName: 'Ani',
      lastName: 'Petrosyan',
      ageType: 'adult',
      age: null,
      birthDate: '1983-02-03',
      email: 'ani@example.am',
      phoneNumbers: '+374 10 000000',
      passportNumber: 'AM1234567',
      passportExpiry: '2031-05-01',
      nationality: 12,
    });
    expect(booking.booking.bookingItems.map((i: { productType: string }) => i.productType)).toEqual(['flight', 'visa']);
    expect((form.get('files[passport][passenger1]') as File).name).toBe('scan.png');
    expect((form.get('files[photo][passenger1]') as File).name).toBe('face.png');
    expect(navigate).toHaveBeenCalledWith({ to: '/bookings/$id/edit', params: { id: 77 } });
    // Booked: the files are forgotten (the draft too).
    await remount();
    expect(field('Passport').textContent).not.toContain('scan.png');
  });

  it('shows the server’s refusal of a passenger field under that field', async () => {
    saveDraft(KEY, {
      values: {
        passenger1: {
          title: 'Ms',
          firstName: 'Ani',
          lastName: 'P',
          birthDate: '1983-02-03',
          email: 'a@b.am',
          phoneNumbers: '1',
          passportNumber: 'X1',
          passportExpiry: '2031-05-01',
          nationality: '12',
        },
      },
      comment: '',
      agent: null,
      requests: [],
    });
    bookingAnswer = json({ error: 'passengers.passenger1.passportNumber: must be 6 to 9 letters and digits', code: 'validation' }, 400);
    await render();
    await choose('Passport', png('scan.png'));
    await choose('Photo', png('face.png'));
    await act(async () => button('CONFIRM BOOKING').click());
    await tick(6);
    expect(errorOf('Passport Number')).toBe('must be 6 to 9 letters and digits');
    expect(field('Passport Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('warns once when the server says an item is already within its cancellation deadline', async () => {
    await render({ ...EVERY_FIELD_ANSWER, booking: { ...EVERY_FIELD_ANSWER.booking, isUnderPaidCancellation: true } });
    expect(host.textContent?.split('within cancellation deadline').length).toBe(2);
  });
});
