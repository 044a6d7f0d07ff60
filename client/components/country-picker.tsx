import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, type Country } from '../../domain/content/countries';
import { ChevronDownIcon } from './icons';
import { currentLanguage } from '../i18n';
import type { Lang } from '../../domain/messages/format';

/** The United States: the +1 default of SPEC section 9 (the list is sorted by English name). */
export const DEFAULT_COUNTRY_CODE = 'US';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Countries whose name (either language), ISO code or dial code matches the query, in the reader's
 * alphabetical order; names that start with the query come first, then names with a word that does.
 */
export function filterCountries(query: string, language: Lang, list: readonly Country[] = countries): readonly Country[] {
  const wanted = normalize(query);
  const collator = new Intl.Collator(language);
  const sorted = [...list].sort((a, b) => collator.compare(a.name[language], b.name[language]));
  if (!wanted) return sorted;
  const digits = wanted.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return sorted.filter((country) => country.dialCode.slice(1).startsWith(digits));
  const rank = (country: Country): number => {
    const names = [normalize(country.name[language]), normalize(country.name.es), normalize(country.name.en)];
    if (country.code.toLowerCase() === wanted || names.some((name) => name.startsWith(wanted))) return 0;
    if (names.some((name) => name.split(/[\s-]+/).some((word) => word.startsWith(wanted)))) return 1;
    return names.some((name) => name.includes(wanted)) ? 2 : 3;
  };
  return sorted
    .map((country) => ({ country, rank: rank(country) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.country);
}

/** Where a key of the search box moves the active option (index into a list whose last index is `last`); undefined for other keys. */
function movedActive(key: string, active: number, last: number): number | undefined {
  const moves: Record<string, () => number> = {
    ArrowDown: () => Math.min(active + 1, last),
    ArrowUp: () => Math.max(active - 1, 0),
    Home: () => 0,
    End: () => last,
    PageDown: () => Math.min(active + 10, last),
    PageUp: () => Math.max(active - 10, 0),
  };
  return moves[key]?.();
}

type CountryOptionsProps = {
  listRef: RefObject<HTMLUListElement | null>;
  /** The picker's id: the list is `${id}-list`, each option `${id}-${code}`. */
  id: string;
  options: readonly Country[];
  selected: Country | undefined;
  active: Country | undefined;
  onPick: (country: Country) => void;
};

/** The listbox of the countries that match; the search box keeps the focus (a press on an option does not take it). */
function CountryOptions({ listRef, id, options, selected, active, onPick }: CountryOptionsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul ref={listRef} id={`${id}-list`} role="listbox" className="country-picker__list" aria-label={t('country.label')}>
      {options.map((country) => (
        <li
          key={country.code}
          id={`${id}-${country.code}`}
          data-code={country.code}
          role="option"
          aria-selected={country.code === selected?.code}
          className={`country-picker__option${country === active ? ' country-picker__option--active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(country)}
        >
          <span aria-hidden="true">{country.flag}</span>
          <span className="country-picker__name">{country.name[language]}</span>
          <span className="country-picker__code">{country.dialCode}</span>
        </li>
      ))}
    </ul>
  );
}

type CountryPickerProps = { value: string; onChange: (country: Country) => void; describedBy?: string | undefined };

/**
 * The dial-code picker: a button that opens a searchable list (the WAI-ARIA combobox pattern: the search
 * box owns the listbox; arrows move, Enter picks, Escape closes and returns to the button).
 */
export function CountryPicker({ value, onChange, describedBy }: CountryPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = countries.find((country) => country.code === value) ?? countries.find((country) => country.code === DEFAULT_COUNTRY_CODE);
  const options = useMemo(() => filterCountries(query, language), [query, language]);
  const activeCountry = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || !activeCountry) return;
    listRef.current?.querySelector(`[data-code="${activeCountry.code}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeCountry]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, filterCountries('', language).findIndex((country) => country.code === selected?.code)));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const pick = (country: Country) => {
    onChange(country);
    close();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = movedActive(event.key, active, options.length - 1);
    if (moved !== undefined) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCountry) pick(activeCountry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const label = selected ? t('country.selected', { country: selected.name[language], dialCode: selected.dialCode }) : '';
  return (
    <div className="country-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="country-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('country.label')}: ${label}`}
        aria-describedby={describedBy}
        onClick={() => (open ? close() : openList())}
      >
        <span className="country-picker__flag" aria-hidden="true">
          {selected?.flag}
        </span>
        <span className="country-picker__dial">{selected?.dialCode}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div className="country-picker__popup">
          <input
            ref={searchRef}
            type="search"
            role="combobox"
            className="field__input country-picker__search"
            aria-label={t('country.search')}
            placeholder={t('country.search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? `${id}-${activeCountry.code}` : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <p className="visually-hidden" aria-live="polite">
            {options.length > 0 ? t('country.results', { count: options.length }) : ''}
          </p>
          <CountryOptions listRef={listRef} id={id} options={options} selected={selected} active={activeCountry} onPick={pick} />
          {options.length === 0 ? <p className="country-picker__empty">{t('country.noResults', { query })}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
