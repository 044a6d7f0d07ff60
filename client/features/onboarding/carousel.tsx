import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../components/icons';
import './onboarding-carousel.css';

const SLIDE_INTERVAL_MS = 5000;

export type Slide = { key: string; title: string; text: string; visual: ReactNode };

/**
 * The onboarding slides: advance every 5 s and loop; pause while hovered or focused, and on the pause
 * button (moving content must be stoppable); arrows and dots move by hand.
 */
export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const running = !hovered && !focused && !stopped;
  const count = slides.length;

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('onboarding.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            id={`${id}-${slide.key}`}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('onboarding.carousel.slide')}
            aria-label={t('onboarding.carousel.slideOf', { current: position + 1, total: count })}
            hidden={position !== index}
          >
            {slide.visual}
            <h2 className="carousel__title">{slide.title}</h2>
            <p className="carousel__text">{slide.text}</p>
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button icon-button--soft" aria-label={t('onboarding.carousel.previous')} onClick={() => go(index - 1)}>
          ‹
        </button>
        <div className="carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className="carousel__dot"
              aria-label={t('onboarding.carousel.goTo', { number: position + 1 })}
              aria-controls={`${id}-${slide.key}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <button type="button" className="icon-button icon-button--soft" aria-label={t('onboarding.carousel.next')} onClick={() => go(index + 1)}>
          ›
        </button>
        <button
          type="button"
          className="icon-button icon-button--soft"
          aria-label={stopped ? t('onboarding.carousel.play') : t('onboarding.carousel.pause')}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      </div>
    </section>
  );
}
