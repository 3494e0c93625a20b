import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Card, Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import type { HomeContent, HomeContentItem } from '@travel/contracts';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Storefront spec §9: offers 3 slides every 5 s, recommended 1 slide every 5 s, banners every 3 s. */
const OFFERS_DELAY = 5000;
const RECOMMENDED_DELAY = 5000;
const BANNERS_DELAY = 3000;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Autoplay that pauses while the pointer or the keyboard focus is on the carousel (WCAG 2.2.2). */
function useAutoplay(delay: number) {
  return useMemo(() => (reducedMotion() ? [] : [Autoplay({ delay, stopOnMouseEnter: true, stopOnFocusIn: true, stopOnInteraction: false })]), [delay]);
}

function Slides({
  items,
  delay,
  slideSize,
  label,
  render,
  indicators = true,
}: {
  items: HomeContentItem[];
  indicators?: boolean;
  delay: number;
  slideSize: Record<string, string> | string;
  label: string;
  render: (item: HomeContentItem) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const plugins = useAutoplay(delay);
  return (
    <Carousel
      aria-label={label}
      slideSize={slideSize}
      slideGap="md"
      emblaOptions={{ loop: items.length > 1, align: 'start' }}
      plugins={plugins}
      withControls={items.length > 1}
      withIndicators={indicators && items.length > 1}
      previousControlProps={{ 'aria-label': t('home.previousSlide') }}
      nextControlProps={{ 'aria-label': t('home.nextSlide') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('home.slide', { n: index + 1, total: items.length }) })}
      styles={{ indicator: { boxShadow: '0 0 0 1px rgba(0,0,0,.35)' } }}
    >
      {items.map((item, index) => (
        <Carousel.Slide key={item.id} role="group" aria-roledescription="slide" aria-label={t('home.slide', { n: index + 1, total: items.length })}>
          {render(item)}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/** A titled carousel of the landing page: its heading doubles as the carousel's label. */
function SlidesSection({ title, as = 'section', ...slides }: Omit<Parameters<typeof Slides>[0], 'label'> & { title: string; as?: 'section' | 'aside' }) {
  return (
    <Box component={as}>
      <Title order={2} mb="md">
        {title}
      </Title>
      <Slides label={title} {...slides} />
    </Box>
  );
}

function OfferCard({ item, height }: { item: HomeContentItem; height: number }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Card.Section>{item.image && <Image src={item.image} alt="" h={height} fit="cover" />}</Card.Section>
      <Stack gap={4} mt="sm">
        {item.title && (
          <Title order={3} fz="lg">
            {item.title}
          </Title>
        )}
        {item.subtitle && (
          <Text fw={600} c="brand.7" size="sm">
            {item.subtitle}
          </Text>
        )}
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A picture with its title on a dark gradient (recommended and banners). */
function PictureSlide({ item, height }: { item: HomeContentItem; height: number }) {
  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      {item.image && <Image src={item.image} alt="" h={height} fit="cover" />}
      {(item.title || item.subtitle || item.description) && (
        <Stack
          gap={2}
          pos="absolute"
          left={0}
          right={0}
          bottom={0}
          p="md"
          pb="xl"
          style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.78))', color: 'white' }}
        >
          {item.title && (
            <Title order={3} fz="lg" c="white">
              {item.title}
            </Title>
          )}
          {item.subtitle && (
            <Text size="sm" fw={600}>
              {item.subtitle}
            </Text>
          )}
          {item.description && (
            <Text size="sm" lineClamp={2}>
              {item.description}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The landing page's content below the search (storefront spec §1): 'Holiday Experience',
 * 'We recommend' and the sidebar banners; active items only, in order. Loaded lazily.
 */
export function HomeCarousels({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  const { homeoffers, homerecommended, sidebarbanners } = content;
  if (homeoffers.length + homerecommended.length + sidebarbanners.length === 0) return null;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        {homeoffers.length > 0 && (
          <SlidesSection
            title={t('home.offers')}
            items={homeoffers}
            delay={OFFERS_DELAY}
            slideSize={{ base: '100%', sm: '50%', md: '33.333333%' }}
            indicators={false}
            render={(item) => <OfferCard item={item} height={190} />}
          />
        )}
        {(homerecommended.length > 0 || sidebarbanners.length > 0) && (
          <Grid gap="xl">
            {homerecommended.length > 0 && (
              <Grid.Col span={{ base: 12, md: sidebarbanners.length > 0 ? 8 : 12 }}>
                <SlidesSection
                  title={t('home.recommended')}
                  items={homerecommended}
                  delay={RECOMMENDED_DELAY}
                  slideSize="100%"
                  render={(item) => <PictureSlide item={item} height={340} />}
                />
              </Grid.Col>
            )}
            {sidebarbanners.length > 0 && (
              <Grid.Col span={{ base: 12, md: homerecommended.length > 0 ? 4 : 12 }}>
                <SlidesSection
                  as="aside"
                  title={t('home.banners')}
                  items={sidebarbanners}
                  delay={BANNERS_DELAY}
                  slideSize="100%"
                  render={(item) => <PictureSlide item={item} height={340} />}
                />
              </Grid.Col>
            )}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
