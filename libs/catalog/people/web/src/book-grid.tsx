import { orderFormHref } from '@folio/catalog-kit';
import { formatMinorUnits } from '@folio/formatting';
import type { Book, BookFormat } from '@folio/people-contract';
import { ArrowRightIcon } from '@folio/ui-kit';
import styles from './profile.module.css';

const FORMAT_LABEL: Record<BookFormat, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  'special-edition': 'Special edition',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/**
 * An author's books with their covers, newest first. A book an open store sells shows its price
 * there and leads to that order form; the others say they are not on sale now.
 */
export function BookGrid({ books }: { books: readonly Book[] }) {
  const sorted = [...books].sort((a, b) => b.published_year - a.published_year);
  return (
    <ul className={styles['books']}>
      {sorted.map((book) => (
        <li key={book.id} className={styles['book']}>
          <img
            className={styles['bookCover']}
            src={book.cover_url}
            alt={`Cover of ${book.title}`}
            width={400}
            height={600}
            loading="lazy"
            decoding="async"
          />
          <h3 className={styles['bookTitle']}>{book.title}</h3>
          <p className={styles['bookMeta']}>
            {FORMAT_LABEL[book.format]} · {book.published_year}
            {book.series ? ` · ${book.series}` : ''}
          </p>
          {book.edition ? <p className={styles['bookEdition']}>{book.edition}</p> : null}
          {book.offer ? (
            <p className={styles['bookOffer']}>
              <span className={styles['bookPrice']}>
                {formatMinorUnits(book.offer.price_minor, book.offer.currency)}
              </span>
              <a className={styles['bookOrder']} href={orderFormHref(book.offer.order_form_slug)}>
                <span>Order signed</span>
                <span className="visually-hidden"> copies of {book.title}</span>
                <ArrowRightIcon className={styles['bookOrderIcon']} />
              </a>
            </p>
          ) : (
            <p className={styles['bookUnavailable']}>Not on sale right now</p>
          )}
        </li>
      ))}
    </ul>
  );
}
