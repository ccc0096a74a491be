import type { Book, BookFormat } from '@folio/people-contract';
import styles from './profile.module.css';

const FORMAT_LABEL: Record<BookFormat, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  'special-edition': 'Special edition',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** An author's books with their covers, newest first. */
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
        </li>
      ))}
    </ul>
  );
}
