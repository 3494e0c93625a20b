import { Box, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { HomeContent } from '@travel/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { useSession } from '../../lib/session';
import { SearchForm } from '../../features/search/search-form';
import { homeContentQuery } from './api';
import { globalSettingsQuery } from '../../lib/reference';
import { useAfterFirstPaint } from '../../lib/first-paint';

/** The headline promises only the searches switched on (storefront spec §2 tabs). */
const heroTitleKey = (modules: { packageSearch?: boolean; flightSearch?: boolean } | undefined) =>
  modules?.packageSearch && modules.flightSearch
    ? 'home.heroTitle'
    : modules?.packageSearch
      ? 'home.heroTitlePackages'
      : modules?.flightSearch
        ? 'home.heroTitleFlights'
        : 'home.heroTitleHotels';

let carousels: typeof import('./home-carousels') | undefined;
const loadCarousels = () =>
  import('./home-carousels').then((module) => {
    carousels = module;
    return module;
  });
const LazyCarousels = lazy(() => loadCarousels().then((module) => ({ default: module.HomeCarousels })));
/** The carousels, at once when their code is already there (a lazy component would first suspend, and React shows it 300 ms later). */
function HomeCarousels({ content }: { content: HomeContent }) {
  const Carousels = carousels?.HomeCarousels ?? LazyCarousels;
  return <Carousels content={content} />;
}

/** What tells that the user is moving down the page (the carousels are then wanted). */
const MOVES = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * The carousels start below the hero, out of a phone's first screen; their sliders measure every
 * slide when they start, a long task that blocked the page just after its first paint (TBT). They
 * mount when their place is in view (at once on a desktop, where the hero leaves it in view) or
 * at the user's first scroll, touch or key, while the viewport is still above them: what follows
 * them moves only below the viewport. Their code is fetched after the first paint meanwhile, so
 * they show at once (issue 17.4).
 */
function WhenWanted({ children }: { children: React.ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (wanted || !place) return;
    const want = () => setWanted(true);
    for (const move of MOVES) window.addEventListener(move, want, { once: true, passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want());
    if (observer) observer.observe(place);
    else want();
    return () => {
      for (const move of MOVES) window.removeEventListener(move, want);
      observer?.disconnect();
    };
  }, [wanted, place]);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadCarousels();
  }, [painted]);
  // Their place is kept, as tall as a carousel at least: what follows stays below a first scroll.
  return wanted ? children : <div ref={setPlace} style={{ minHeight: CAROUSELS_MIN_HEIGHT }} />;
}

/** A carousel's least height: a 190 px offer card with its text, or a 340 px picture, with the title. */
const CAROUSELS_MIN_HEIGHT = 360;
const hasCarousels = (content: HomeContent) => [content.homeoffers, content.homerecommended, content.sidebarbanners].some((list) => (list?.length ?? 0) > 0);

/** Storefront spec §9: the background images change every 3 s. */
const BACKGROUND_DELAY = 3000;

/** The hero's background: the active background images cross-fading, the brand gradient without any. */
function HeroBackground({ images: all }: { images: string[] }) {
  const [current, setCurrent] = useState(0);
  // The first picture (preloaded with the page) in the first paint; the others, shown later, are
  // asked after it, not beside the page's code (lib/first-paint.ts).
  const images = useAfterFirstPaint() ? all : all.slice(0, 1);
  useEffect(() => {
    if (images.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setCurrent((n) => (n + 1) % images.length), BACKGROUND_DELAY);
    return () => window.clearInterval(timer);
  }, [images.length]);
  return (
    <Box aria-hidden="true" pos="absolute" inset={0} style={{ overflow: 'hidden' }}>
      {images.map((src, index) => (
        <Box
          key={src}
          pos="absolute"
          inset={0}
          data-active={index === current % images.length || undefined}
          style={{
            backgroundImage: `url("${src}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            opacity: index === current % images.length ? 1 : 0,
            transition: 'opacity 900ms ease',
          }}
        />
      ))}
      {/* Keeps the white hero text readable on any picture. */}
      {images.length > 0 && <Box pos="absolute" inset={0} style={{ background: 'linear-gradient(135deg, rgba(0,40,90,.78), rgba(0,60,110,.45))' }} />}
    </Box>
  );
}

/** Landing page: hero with the rotating background and the search box, then the settings carousels. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const content = useQuery(homeContentQuery).data;
  const settings = useQuery(globalSettingsQuery).data;
  const backgrounds = (content?.backgroundimages ?? []).flatMap((item) => (item.image ? [item.image] : []));
  return (
    <>
      <Box
        pos="relative"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-cyan-6))',
          color: 'white',
        }}
        py={{ base: 48, sm: 96 }}
      >
        <HeroBackground images={backgrounds} />
        <Container size="xl" pos="relative">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 28, sm: 44 }} style={{ textShadow: '0 1px 3px rgba(0,0,0,.35)' }}>
              {t(heroTitleKey(settings?.modules))}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} style={{ textShadow: '0 1px 2px rgba(0,0,0,.35)' }}>
              {t('home.heroText')}
            </Text>
          </Stack>
          <Box mt="xl" c="var(--mantine-color-text)">
            <SearchForm />
          </Box>
        </Container>
      </Box>
      {/* Before the carousels, which arrive later: inserted above it, they moved it (layout shift). */}
      {!session && (
        <Container size="xl" py="xl">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  {t('home.agentsTitle')}
                </Title>
                <Text c="dimmed">{t('home.agentsText')}</Text>
              </Stack>
              <Group>
                <ButtonLink to="/registration">{t('nav.register')}</ButtonLink>
                <ButtonLink to="/login" variant="default">
                  {t('nav.login')}
                </ButtonLink>
              </Group>
            </Group>
          </Paper>
        </Container>
      )}
      {content && hasCarousels(content) && (
        <WhenWanted>
          <Suspense fallback={null}>
            <HomeCarousels content={content} />
          </Suspense>
        </WhenWanted>
      )}
    </>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Stack align="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <AnchorLink to="/">{t('notFound.back')}</AnchorLink>
      </Stack>
    </Center>
  );
}
