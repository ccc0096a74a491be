import type { Category, Collection } from '@folio/events-contract';
import { Button, Select, TextField } from '@folio/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { EventsSearch } from './events-search';
import { hasEventFilters } from './events.params';
import styles from './events-page.module.css';

export interface EventsFiltersProps {
  search: EventsSearch;
  categories: readonly Category[];
  collections: readonly Collection[];
}

type Patch = Partial<Omit<EventsSearch, 'page'>>;

/**
 * Category, collection, format and city. Each change updates the address (and so the list) and
 * goes back to the first page; the city applies on Enter or "Apply".
 */
export function EventsFilters({ search, categories, collections }: EventsFiltersProps) {
  const navigate = useNavigate();
  const formId = useId();
  // Phones keep the filters behind a button, so the first events show without scrolling.
  const [open, setOpen] = useState(false);
  const active = [search.category, search.collection, search.city, search.virtual].filter(
    (value) => value !== undefined,
  ).length;
  const apply = (patch: Patch) =>
    void navigate({ to: '.', search: (previous: EventsSearch) => ({ ...previous, ...patch, page: undefined }) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = new FormData(event.currentTarget).get('city');
    apply({ city: typeof city === 'string' && city.trim() !== '' ? city.trim() : undefined });
  };

  const format = search.virtual === undefined ? '' : search.virtual ? 'virtual' : 'in-person';
  return (
    <div className={styles['filterBar']}>
      <button
        type="button"
        className={styles['filterToggle']}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <FilterIcon />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <form
        id={formId}
        role="search"
        aria-label="Filter events"
        className={[styles['filters'], open ? styles['filtersOpen'] : undefined].filter(Boolean).join(' ')}
        onSubmit={onSubmit}
      >
        <Select
          id="event-category"
          name="category"
          label="Category"
          placeholder="All categories"
          value={search.category ?? ''}
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
          onChange={(event) => apply({ category: event.target.value || undefined })}
        />
        <Select
          id="event-collection"
          name="collection"
          label="Collection"
          placeholder="All collections"
          value={search.collection ?? ''}
          options={collections.map((collection) => ({ value: collection.slug, label: collection.title }))}
          onChange={(event) => apply({ collection: event.target.value || undefined })}
        />
        <Select
          id="event-format"
          name="format"
          label="Format"
          placeholder="In person and virtual"
          value={format}
          options={[
            { value: 'in-person', label: 'In person' },
            { value: 'virtual', label: 'Virtual' },
          ]}
          onChange={(event) =>
            apply({ virtual: event.target.value === '' ? undefined : event.target.value === 'virtual' })
          }
        />
        <div className={styles['cityField']}>
          <TextField
            key={search.city ?? ''}
            id="event-city"
            name="city"
            label="City"
            type="search"
            defaultValue={search.city ?? ''}
            autoComplete="address-level2"
            enterKeyHint="search"
          />
          <Button type="submit" variant="secondary" className={styles['apply']}>
            Apply
          </Button>
        </div>
        {hasEventFilters(search) ? (
          <Link to="." search={(previous: EventsSearch) => ({ when: previous.when })} className={styles['clear']}>
            Clear filters
          </Link>
        ) : null}
      </form>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
