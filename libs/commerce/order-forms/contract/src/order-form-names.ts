/** What names a form: its title, its seller's name and, for a signing, its event's title. */
export interface FormNames {
  title: string;
  sellerName: string;
  eventTitle: string | null;
}

/** The names of a form as the form and a cart carry it (`seller` and `event` inside it). */
export function formNamesOf(form: {
  title: string;
  seller: { name: string };
  event: { title: string } | null;
}): FormNames {
  return { title: form.title, sellerName: form.seller.name, eventTitle: form.event?.title ?? null };
}

// The words that join a seller's name to the rest of a title: "{seller} at {event}", "{seller}: …".
const JOINER = /^\s*(?:at\b|@|[:–—·|,-])?\s*/i;

const fold = (text: string) => text.toLocaleLowerCase('en');

/**
 * What a form's title says besides its seller's name, or null when that is nothing: most forms are
 * titled "{seller} at {event}" or "{seller}: {what}", and a line that shows the seller's name
 * beside the title would say it twice ("Logan Moss · Logan Moss at Toronto Readers' Weekend").
 * A title that does not start with the name (a whole word of it) is kept as it is.
 */
export function titleBesideSeller({ title, sellerName }: Pick<FormNames, 'title' | 'sellerName'>): string | null {
  const name = sellerName.trim();
  if (name === '' || !fold(title).startsWith(fold(name)) || /[\p{L}\p{N}]/u.test(title.charAt(name.length)))
    return title;
  const rest = title.slice(name.length).replace(JOINER, '').trim();
  return rest === '' ? null : rest.charAt(0).toLocaleUpperCase('en') + rest.slice(1);
}

/**
 * The form beside its seller's name, each name once: the rest of its title and its event when the
 * title does not already hold it. "Logan Moss at Toronto Readers' Weekend" reads "Toronto Readers'
 * Weekend"; "John Flatley: signed books by post" reads "Signed books by post"; "Dusk preorders" at
 * the Chicago Signing reads "Dusk preorders · Chicago Signing". For a line that shows the seller's
 * name before it (`formLine`) or above it (a page's eyebrow, a seller's heading).
 */
export function formBesideSeller(form: FormNames): string {
  const rest = titleBesideSeller(form);
  const event = form.eventTitle;
  if (!event) return rest ?? form.title;
  if (rest === null || fold(rest) === fold(event)) return event;
  return fold(rest).includes(fold(event)) ? rest : `${rest} · ${event}`;
}

/** The seller and the form on one line, each name once: "Logan Moss · Toronto Readers' Weekend". */
export function formLine(form: FormNames): string {
  return `${form.sellerName} · ${formBesideSeller(form)}`;
}
